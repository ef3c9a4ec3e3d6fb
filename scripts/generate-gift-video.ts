/**
 * Generates the gift 'How it works' video and its poster for each of the six locales (the 'How it
 * works' accordion shows a localized video) into apps/web/public/gift-video/{locale}/.
 *
 * - poster.webp: a branded frame with the localized title, drawn as SVG and encoded by sharp.
 * - how-it-works.mp4: a short H.264 animation (title, then the three localized steps). No ffmpeg
 *   on the build machines, so the system Chromium draws it on a canvas and its MediaRecorder
 *   encodes it (`video/mp4;codecs=avc1`, low bit rate: each file stays under 100 KB).
 *
 * - captions.vtt: the same texts as captions (the video has no sound).
 *
 * Run: `npx tsx scripts/generate-gift-video.ts` (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { MARKETS } from '@escapade/domain/markets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'apps/web/public/gift-video');
const WIDTH = 640;
const HEIGHT = 360;
const SCENE_MS = 1600;
const VIDEO_BITS_PER_SECOND = 90_000;
const COLORS = { brand950: '#062624', brand700: '#12665d', brand300: '#7fd1c3', brand50: '#effaf8', accent500: '#f0674b' };

interface VideoText {
  title: string;
  steps: [string, string, string];
}

async function readTexts(language: string): Promise<VideoText> {
  const gift = JSON.parse(await readFile(path.join(root, `apps/web/messages/${language}/gift.json`), 'utf8')) as Record<string, string>;
  return { title: gift.howItWorksTitle ?? '', steps: [gift.howStep1 ?? '', gift.howStep2 ?? '', gift.howStep3 ?? ''] };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The poster: the brand mark, the localized title and a play button on the brand's dark green. */
function posterSvg(text: VideoText): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="100%" height="100%" fill="${COLORS.brand950}"/>
  <path d="M0 ${HEIGHT - 70}c80-40 160-40 240 0s160 40 240 0 160-40 240 0V${HEIGHT}H0z" fill="${COLORS.brand700}"/>
  <g transform="translate(40 36)">
    <circle cx="16" cy="16" r="16" fill="${COLORS.brand700}"/>
    <circle cx="16" cy="15" r="6" fill="${COLORS.accent500}"/>
    <path d="M4 20c3-2.5 5.5-2.5 8 0s5 2.5 8 0 5.5-2.5 8 0v6H4z" fill="${COLORS.brand300}"/>
    <text x="44" y="23" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="${COLORS.brand50}">Escapade</text>
  </g>
  <text x="40" y="150" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="${COLORS.brand50}">${escapeXml(text.title)}</text>
  <circle cx="${WIDTH / 2}" cy="218" r="34" fill="${COLORS.accent500}"/>
  <path d="M${WIDTH / 2 - 10} 200v36l30-18z" fill="#fff"/>
</svg>`;
}

/** Captions of the scenes (the video has no sound; the captions carry its text). */
function captionsVtt(text: VideoText): string {
  const stamp = (ms: number) => `00:00:${String(Math.floor(ms / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
  const cues = [text.title, ...text.steps].map((line, index) => `${index + 1}\n${stamp(index * SCENE_MS)} --> ${stamp((index + 1) * SCENE_MS)}\n${line}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
}

/** Draws the scenes on a canvas in the page and records them; answers the mp4 bytes in base64. */
async function recordInPage({ text, options }: { text: VideoText; options: { width: number; height: number; sceneMs: number; bitsPerSecond: number; colors: typeof COLORS } }): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = options.width;
  canvas.height = options.height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const scenes = [{ heading: text.title, body: '' }, ...text.steps.map((step, index) => ({ heading: String(index + 1), body: step }))];

  function wrap(line: string, maxWidth: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of line.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (context!.measureText(candidate).width > maxWidth && current) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  function draw(elapsed: number) {
    const index = Math.min(scenes.length - 1, Math.floor(elapsed / options.sceneMs));
    const scene = scenes[index]!;
    const progress = (elapsed % options.sceneMs) / options.sceneMs;
    const ctx = context!;
    ctx.fillStyle = options.colors.brand950;
    ctx.fillRect(0, 0, options.width, options.height);
    ctx.fillStyle = options.colors.brand700;
    ctx.fillRect(0, options.height - 8, options.width * ((index + progress) / scenes.length), 8);
    ctx.globalAlpha = Math.min(1, progress * 4);
    if (scene.body) {
      ctx.fillStyle = options.colors.accent500;
      ctx.beginPath();
      ctx.arc(80, options.height / 2, 40, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.font = '700 40px "Noto Sans", sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(scene.heading, 80, options.height / 2 + 14);
      ctx.textAlign = 'left';
      ctx.fillStyle = options.colors.brand50;
      ctx.font = '600 26px "Noto Sans", sans-serif';
      const lines = wrap(scene.body, options.width - 180);
      lines.forEach((line, lineIndex) => ctx.fillText(line, 150, options.height / 2 - ((lines.length - 1) * 34) / 2 + lineIndex * 34 + 9));
    } else {
      ctx.fillStyle = options.colors.brand50;
      ctx.font = '700 40px "Noto Sans", sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(scene.heading, options.width / 2, options.height / 2 + 14);
      ctx.textAlign = 'left';
    }
    ctx.globalAlpha = 1;
  }

  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/mp4;codecs=avc1', videoBitsPerSecond: options.bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const total = options.sceneMs * scenes.length;
  const start = performance.now();
  draw(0);
  recorder.start();
  await new Promise<void>((resolve) => {
    function frame() {
      const elapsed = performance.now() - start;
      draw(Math.min(elapsed, total - 1));
      if (elapsed >= total) resolve();
      else requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/mp4' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    // tsx keeps function names with an `__name` helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    for (const market of Object.values(MARKETS)) {
      const text = await readTexts(market.language);
      const dir = path.join(outputDir, market.locale);
      await mkdir(dir, { recursive: true });
      const poster = await sharp(Buffer.from(posterSvg(text))).webp({ quality: 70 }).toBuffer();
      await writeFile(path.join(dir, 'poster.webp'), poster);
      const options = { width: WIDTH, height: HEIGHT, sceneMs: SCENE_MS, bitsPerSecond: VIDEO_BITS_PER_SECOND, colors: COLORS };
      const video = Buffer.from(await page.evaluate(recordInPage, { text, options }), 'base64');
      await writeFile(path.join(dir, 'how-it-works.mp4'), video);
      await writeFile(path.join(dir, 'captions.vtt'), captionsVtt(text));
      console.log(`${market.locale}: poster ${poster.length} B, video ${video.length} B`);
    }
  } finally {
    await browser.close();
  }
}

await main();
