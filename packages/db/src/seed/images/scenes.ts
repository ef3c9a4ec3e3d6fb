import type { ImageKind } from '../../schema';
import type { TownEnvironment } from '../geography/hotel-towns';
import type { Random } from '../random';

/**
 * Procedural SVG scenes (no external image host): skies, seas, mountains, vineyards, skylines,
 * façades, rooms, plates, activities, gift boxes. 1920×1080 canvas; sharp rasterizes them.
 */
export const W = 1920;
export const H = 1080;

export type SceneName =
  | `landscape-${TownEnvironment}` | 'hotel' | 'room' | 'food' | 'spa' | 'balloon' | 'boat' | 'bike' | 'wine' | 'ski'
  | 'museum' | 'box' | 'banner' | 'logo' | 'sleeve';

export interface SceneSpec {
  id: string;
  kind: ImageKind;
  scene: SceneName;
  variant: number;
}

const SKIES: ReadonlyArray<[string, string, string]> = [
  ['#7fb8e6', '#d8ecf7', '#ffe9a8'], ['#f4a261', '#ffd6a5', '#fff1c1'], ['#5e8fc4', '#bcd7ef', '#fff7d6'],
  ['#e76f51', '#f4a261', '#ffe8c2'], ['#8ecae6', '#e0f2fb', '#fffbe6'], ['#6d597a', '#e56b6f', '#ffcdb2'],
];

const hex = (r: Random) => `#${[0, 0, 0].map(() => r.int(40, 220).toString(16).padStart(2, '0')).join('')}`;

function sky(r: Random, v: number): string {
  const [top, mid, sun] = SKIES[v % SKIES.length] as [string, string, string];
  const sx = r.int(300, 1600);
  const sy = r.int(160, 380);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="${sun}"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sx}" cy="${sy}" r="260" fill="url(#sun)"/><circle cx="${sx}" cy="${sy}" r="70" fill="${sun}"/>
${clouds(r)}`;
}

function clouds(r: Random): string {
  let out = '';
  for (let i = 0; i < r.int(2, 5); i++) {
    const x = r.int(0, W);
    const y = r.int(60, 320);
    const s = r.int(60, 130);
    out += `<g fill="#ffffff" opacity="0.75"><ellipse cx="${x}" cy="${y}" rx="${s * 1.8}" ry="${s * 0.55}"/><ellipse cx="${x + s * 0.6}" cy="${y - s * 0.3}" rx="${s}" ry="${s * 0.6}"/></g>`;
  }
  return out;
}

/** A horizon line of hills or peaks as a closed path. */
function ridge(r: Random, baseY: number, amplitude: number, jagged: boolean, color: string): string {
  const step = jagged ? r.int(90, 160) : r.int(220, 380);
  let d = `M0 ${H} L0 ${baseY}`;
  for (let x = 0; x <= W + step; x += step) {
    const y = baseY - r.float() * amplitude;
    d += jagged ? ` L${x} ${y.toFixed(0)}` : ` Q${x - step / 2} ${(y - amplitude * 0.4).toFixed(0)} ${x} ${y.toFixed(0)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
}

function peaksWithSnow(r: Random, baseY: number, color: string): string {
  let out = '';
  for (let i = 0; i < r.int(3, 5); i++) {
    const cx = r.int(0, W);
    const h = r.int(300, 520);
    const w = r.int(380, 620);
    const top = baseY - h;
    out += `<path d="M${cx - w} ${baseY} L${cx} ${top} L${cx + w} ${baseY} Z" fill="${color}"/>`;
    out += `<path d="M${cx - w * 0.28} ${top + h * 0.28} L${cx} ${top} L${cx + w * 0.28} ${top + h * 0.28} L${cx + w * 0.1} ${top + h * 0.22} L${cx - w * 0.05} ${top + h * 0.3} Z" fill="#f8fbff"/>`;
  }
  return out;
}

function pines(r: Random, y: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.int(0, W);
    const s = r.int(40, 90);
    const by = y + r.int(-20, 60);
    out += `<path d="M${x} ${by - s * 2.2} L${x + s * 0.7} ${by} L${x - s * 0.7} ${by} Z" fill="${color}"/>`;
  }
  return out;
}

function water(y: number, top: string, bottom: string): string {
  return `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect y="${y}" width="${W}" height="${H - y}" fill="url(#water)"/>`;
}

function waves(r: Random, y: number): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const wy = y + 30 + i * 26 + r.int(-6, 6);
    const x = r.int(-200, W);
    out += `<path d="M${x} ${wy} q60 -14 120 0 t120 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>`;
  }
  return out;
}

function skyline(r: Random, baseY: number, color: string): string {
  let out = '';
  let x = 0;
  while (x < W) {
    const w = r.int(80, 190);
    const h = r.int(160, 480);
    out += `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h + 10}" fill="${color}"/>`;
    for (let wy = baseY - h + 30; wy < baseY - 30; wy += 46) {
      for (let wx = x + 16; wx < x + w - 24; wx += 38) {
        if (r.chance(0.55)) out += `<rect x="${wx}" y="${wy}" width="18" height="24" fill="#ffe9a8" opacity="0.8"/>`;
      }
    }
    if (r.chance(0.2)) out += `<path d="M${x} ${baseY - h} L${x + w / 2} ${baseY - h - 90} L${x + w} ${baseY - h} Z" fill="${color}"/>`;
    x += w + r.int(4, 30);
  }
  return out;
}

function vines(r: Random, y: number): string {
  let out = ridge(r, y, 60, false, '#9bbf5a');
  for (let i = 0; i < 16; i++) {
    const yy = y + 40 + i * 32;
    out += `<path d="M-50 ${yy + 60} Q${W / 2} ${yy - 40} ${W + 50} ${yy + 60}" stroke="#4f7a28" stroke-width="10" fill="none" stroke-dasharray="22 10"/>`;
  }
  const hx = r.int(200, 1600);
  out += `<rect x="${hx}" y="${y - 40}" width="160" height="110" fill="#f1e3c8"/><path d="M${hx - 20} ${y - 40} L${hx + 80} ${y - 110} L${hx + 180} ${y - 40} Z" fill="#b5523b"/>`;
  return out;
}

function landscape(r: Random, env: TownEnvironment, v: number): string {
  const base = sky(r, v);
  switch (env) {
    case 'sea':
      return base + ridge(r, 600, 80, false, '#7a9e7e') + water(640, '#2a9d8f', '#1d5f8a') + waves(r, 640) +
        `<path d="M0 ${H} L0 900 Q${W * 0.4} 840 ${W} 960 L${W} ${H} Z" fill="#f2d7a6"/>` +
        `<path d="M${r.int(500, 1400)} 760 l0 -140 l90 130 z" fill="#ffffff"/>`;
    case 'mountain':
      return base + peaksWithSnow(r, 760, '#6b7a99') + ridge(r, 820, 120, true, '#4d6b53') + pines(r, 900, 26, '#2f4f3a') +
        `<rect y="960" width="${W}" height="120" fill="#eef4f7"/>`;
    case 'lake':
      return base + peaksWithSnow(r, 640, '#7f8fae') + ridge(r, 660, 60, false, '#55805a') + water(680, '#6fb3d2', '#2e6f95') +
        `<g opacity="0.25" transform="translate(0 1360) scale(1 -1)">${peaksWithSnow(r, 680, '#7f8fae')}</g>` + pines(r, 700, 10, '#2f5f3a');
    case 'city':
      return base + skyline(r, 820, '#5c677d') + skyline(r, 900, '#3d4658') + water(900, '#5b8fb9', '#2c4c6b') + waves(r, 900);
    case 'vineyard':
      return base + ridge(r, 560, 100, false, '#b9c98a') + vines(r, 640);
    case 'countryside':
    default:
      return base + ridge(r, 560, 90, false, '#a8c686') + ridge(r, 700, 110, false, '#7aa35a') + ridge(r, 860, 90, false, '#5e8a45') +
        Array.from({ length: 12 }, () => `<circle cx="${r.int(0, W)}" cy="${r.int(700, 980)}" r="${r.int(26, 60)}" fill="#3f6b35"/>`).join('');
  }
}

function hotel(r: Random, v: number): string {
  const wall = r.pick(['#f4e9d8', '#efe3c8', '#e9d5c0', '#dfe7ea', '#f7f1e8']);
  const roof = r.pick(['#8c3b2f', '#4a5568', '#a0522d', '#334155']);
  const x = r.int(300, 520);
  const w = W - 2 * x;
  const top = r.int(300, 380);
  let windows = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < Math.floor(w / 150); col++) {
      windows += `<rect x="${x + 50 + col * 150}" y="${top + 70 + row * 170}" width="70" height="110" fill="#8fb7d1" stroke="#ffffff" stroke-width="8"/>`;
    }
  }
  return sky(r, v) + ridge(r, 820, 60, false, '#86a96b') +
    `<rect x="${x}" y="${top}" width="${w}" height="${900 - top}" fill="${wall}"/>` +
    `<path d="M${x - 40} ${top} L${W / 2} ${top - 200} L${x + w + 40} ${top} Z" fill="${roof}"/>` + windows +
    `<rect x="${W / 2 - 70}" y="740" width="140" height="160" fill="#6b4f3a"/>` +
    `<rect y="900" width="${W}" height="180" fill="#c9b79c"/>` +
    Array.from({ length: 6 }, (_, i) => `<circle cx="${i < 3 ? x - 120 + i * 40 : x + w + 40 + (i - 3) * 40}" cy="${820 + r.int(-30, 20)}" r="${r.int(60, 90)}" fill="#3f6b35"/>`).join('');
}

function room(r: Random): string {
  const wall = r.pick(['#efe6da', '#e6ece8', '#f3e9e2', '#e8e4f0', '#f5efe1']);
  const cover = r.pick(['#ffffff', '#f8f4ec', '#e9f1f7']);
  const throwColor = r.pick(['#b5523b', '#2a6f97', '#6a994e', '#9d4edd', '#c9a227']);
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="820" width="${W}" height="260" fill="#b08968"/>` +
    `<rect x="1260" y="180" width="460" height="420" fill="#9fd0ea" stroke="#ffffff" stroke-width="18"/>` +
    `<path d="M1260 600 L1380 470 L1500 560 L1620 430 L1720 600 Z" fill="#6a994e"/>` +
    `<rect x="380" y="420" width="900" height="120" rx="20" fill="#6b4f3a"/>` +
    `<rect x="340" y="620" width="980" height="260" rx="26" fill="${cover}"/>` +
    `<rect x="340" y="760" width="980" height="90" fill="${throwColor}" opacity="0.85"/>` +
    `<rect x="420" y="560" width="300" height="110" rx="40" fill="#ffffff"/><rect x="760" y="560" width="300" height="110" rx="40" fill="#ffffff"/>` +
    `<rect x="140" y="640" width="160" height="200" fill="#8d6e63"/><path d="M170 520 L270 520 L250 620 L190 620 Z" fill="#ffe9a8"/>`;
}

function food(r: Random): string {
  const cloth = r.pick(['#f5efe6', '#e9ecef', '#fbe9e7', '#eef6ee']);
  let dots = '';
  for (let i = 0; i < 14; i++) {
    dots += `<circle cx="${960 + r.int(-170, 170)}" cy="${540 + r.int(-150, 150)}" r="${r.int(18, 46)}" fill="${r.pick(['#e63946', '#f4a261', '#2a9d8f', '#8ab17d', '#e9c46a', '#bc6c25'])}"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="${cloth}"/>` +
    `<circle cx="960" cy="540" r="340" fill="#ffffff" stroke="#dcdcdc" stroke-width="10"/><circle cx="960" cy="540" r="250" fill="#fafafa"/>` + dots +
    `<rect x="520" y="250" width="24" height="580" rx="12" fill="#9e9e9e"/><rect x="1380" y="250" width="24" height="580" rx="12" fill="#9e9e9e"/>` +
    `<circle cx="1560" cy="300" r="110" fill="#fde2e4" opacity="0.7"/><circle cx="1560" cy="300" r="80" fill="#9d0208" opacity="0.55"/>` +
    `<rect x="0" y="0" width="${W}" height="60" fill="${hex(r)}" opacity="0.25"/>`;
}

function activity(r: Random, scene: SceneName, v: number): string {
  switch (scene) {
    case 'spa':
      return `<rect width="${W}" height="${H}" fill="#dfe9e4"/><rect y="760" width="${W}" height="320" fill="#c7d6cf"/>` +
        `<ellipse cx="960" cy="760" rx="320" ry="70" fill="#5f6b66"/><ellipse cx="960" cy="640" rx="250" ry="60" fill="#747f7a"/><ellipse cx="960" cy="535" rx="180" ry="50" fill="#8a948f"/>` +
        `<rect x="520" y="640" width="60" height="140" fill="#fff8e7"/><path d="M550 600 q-16 26 0 40 q16 -14 0 -40" fill="#f4a261"/>` +
        `<rect x="1340" y="620" width="70" height="160" fill="#fff8e7"/><path d="M1375 575 q-18 28 0 45 q18 -17 0 -45" fill="#f4a261"/>` +
        `<path d="M200 1000 q200 -300 120 -600 q-60 200 -120 600" fill="#6a994e"/>`;
    case 'balloon':
      return landscape(r, 'countryside', v) +
        `<ellipse cx="${r.int(700, 1200)}" cy="360" rx="180" ry="220" fill="#e63946"/><rect x="${r.int(900, 960)}" y="620" width="80" height="60" fill="#8d6e63"/>`;
    case 'boat':
      return landscape(r, 'sea', v) + `<path d="M700 820 L1220 820 L1150 900 L770 900 Z" fill="#ffffff"/><rect x="930" y="560" width="14" height="260" fill="#6b4f3a"/><path d="M944 570 L944 800 L1130 800 Z" fill="#f1faee"/>`;
    case 'bike':
      return landscape(r, 'countryside', v) +
        `<g stroke="#1d3557" stroke-width="16" fill="none"><circle cx="780" cy="860" r="120"/><circle cx="1140" cy="860" r="120"/><path d="M780 860 L900 700 L1060 700 L1140 860 M900 700 L960 860 L1060 700"/></g>`;
    case 'wine':
      return `<rect width="${W}" height="${H}" fill="#3d2c2e"/><rect y="760" width="${W}" height="320" fill="#6b4f3a"/>` +
        `<rect x="760" y="300" width="130" height="480" rx="30" fill="#1b4332"/><rect x="800" y="220" width="50" height="120" fill="#1b4332"/>` +
        `<path d="M1040 420 L1240 420 Q1240 620 1140 640 L1140 760 L1200 770 L1080 770 L1140 760 L1140 640 Q1040 620 1040 420 Z" fill="#f1faee" opacity="0.9"/>` +
        `<path d="M1050 500 L1230 500 Q1220 610 1140 625 Q1060 610 1050 500 Z" fill="#9d0208"/>`;
    case 'ski':
      return sky(r, v) + peaksWithSnow(r, 700, '#8a9bb8') + `<path d="M0 ${H} L0 700 L${W} 1000 L${W} ${H} Z" fill="#f8fbff"/>` + pines(r, 760, 18, '#2f4f3a') +
        `<circle cx="1100" cy="760" r="30" fill="#e63946"/><path d="M1040 860 L1200 800" stroke="#1d3557" stroke-width="12"/>`;
    case 'museum':
    default:
      return `<rect width="${W}" height="${H}" fill="#e9e4da"/><path d="M460 360 L960 160 L1460 360 Z" fill="#cfc6b4"/>` +
        `<rect x="460" y="360" width="1000" height="60" fill="#bfb49f"/><rect x="460" y="860" width="1000" height="70" fill="#bfb49f"/>` +
        Array.from({ length: 6 }, (_, i) => `<rect x="${520 + i * 170}" y="420" width="70" height="440" fill="#ddd5c4"/>`).join('');
  }
}

function box(r: Random): string {
  const c1 = r.pick(['#e63946', '#2a9d8f', '#264653', '#9d4edd', '#f4a261', '#1d3557']);
  const c2 = r.pick(['#f1faee', '#ffe8d6', '#e9f5db', '#fdf0d5']);
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c2}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="610" y="380" width="700" height="520" rx="16" fill="${c1}"/>` +
    `<rect x="570" y="300" width="780" height="120" rx="16" fill="${c1}"/><rect x="920" y="300" width="80" height="600" fill="#ffd166"/>` +
    `<path d="M960 300 C820 160 760 280 960 300 C1160 280 1100 160 960 300" fill="#ffd166"/>` +
    Array.from({ length: 20 }, () => `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(6, 18)}" fill="${c1}" opacity="0.25"/>`).join('');
}

function banner(r: Random): string {
  const [a, b] = r.pick([['#ff7e5f', '#feb47b'], ['#43cea2', '#185a9d'], ['#ee9ca7', '#ffdde1'], ['#1e3c72', '#2a5298']] as const);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    Array.from({ length: 9 }, () => `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(80, 260)}" fill="#ffffff" opacity="0.12"/>`).join('');
}

function logo(r: Random): string {
  const c = r.pick(['#e63946', '#1d3557', '#2a9d8f', '#9d4edd', '#f77f00']);
  return `<rect width="${W}" height="${H}" fill="#ffffff"/><circle cx="760" cy="540" r="260" fill="${c}"/>` +
    `<rect x="1080" y="400" width="520" height="70" rx="35" fill="${c}"/><rect x="1080" y="520" width="380" height="70" rx="35" fill="${c}" opacity="0.6"/>`;
}

function sleeve(r: Random): string {
  const c = r.pick(['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4acb7']);
  let pattern = '';
  for (let y = 0; y < H; y += 90) for (let x = (y / 90) % 2 === 0 ? 0 : 45; x < W; x += 90) pattern += `<circle cx="${x}" cy="${y}" r="16" fill="#ffffff" opacity="0.45"/>`;
  return `<rect width="${W}" height="${H}" fill="${c}"/>${pattern}`;
}

export function renderScene(r: Random, spec: SceneSpec): string {
  let body: string;
  if (spec.scene.startsWith('landscape-')) body = landscape(r, spec.scene.slice('landscape-'.length) as TownEnvironment, spec.variant);
  else if (spec.scene === 'hotel') body = hotel(r, spec.variant);
  else if (spec.scene === 'room') body = room(r);
  else if (spec.scene === 'food') body = food(r);
  else if (spec.scene === 'box') body = box(r);
  else if (spec.scene === 'banner') body = banner(r);
  else if (spec.scene === 'logo') body = logo(r);
  else if (spec.scene === 'sleeve') body = sleeve(r);
  else body = activity(r, spec.scene, spec.variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
