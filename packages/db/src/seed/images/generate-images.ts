import sharp from 'sharp';
import type { ImageKind } from '../../schema';
import type { TownEnvironment } from '../geography/hotel-towns';
import { Random } from '../random';
import { H, W, renderScene, type SceneName, type SceneSpec } from './scenes';

const ENVIRONMENTS: readonly TownEnvironment[] = ['sea', 'mountain', 'countryside', 'city', 'lake', 'vineyard'];
const ACTIVITY_SCENES = ['spa', 'balloon', 'boat', 'bike', 'wine', 'ski', 'museum'] as const;
export type ActivityScene = (typeof ACTIVITY_SCENES)[number];

export interface ImagePool {
  landscape: Record<TownEnvironment, string[]>;
  hotel: string[];
  room: string[];
  food: string[];
  activity: Record<ActivityScene, string[]>;
  box: string[];
  banner: string[];
  logo: string[];
  sleeve: string[];
}

export interface MasterImage {
  id: string;
  kind: ImageKind;
  width: number;
  height: number;
  webp: Buffer;
}

/** The master images to draw: `variants` of each scene (logos are one per partner minisite). */
export function planImagePool(variants: number): { specs: SceneSpec[]; pool: ImagePool } {
  const specs: SceneSpec[] = [];
  const add = (scene: SceneName, kind: ImageKind, count: number): string[] =>
    Array.from({ length: count }, (_, i) => {
      const id = `img-${scene}-${i + 1}`;
      specs.push({ id, kind, scene, variant: i });
      return id;
    });
  const landscape = Object.fromEntries(ENVIRONMENTS.map((e) => [e, add(`landscape-${e}`, 'landscape', variants)])) as Record<TownEnvironment, string[]>;
  const pool: ImagePool = {
    landscape,
    hotel: add('hotel', 'hotel', variants * 2),
    room: add('room', 'room', variants * 2),
    food: add('food', 'food', Math.max(2, variants + 1)),
    activity: Object.fromEntries(ACTIVITY_SCENES.map((s) => [s, add(s, 'activity', Math.max(1, variants - 1))])) as Record<ActivityScene, string[]>,
    box: add('box', 'box', Math.max(2, variants + 1)),
    banner: add('banner', 'banner', Math.max(2, variants)),
    logo: add('logo', 'logo', 5),
    sleeve: add('sleeve', 'sleeve', Math.max(2, variants + 1)),
  };
  return { specs, pool };
}

/**
 * Rasterizes the scenes to WebP masters (`width` wide, 16:9). Two at a time: libvips already
 * spreads one render over the cores.
 */
export async function generateImages(
  specs: readonly SceneSpec[], seed: number, width: number, onImage?: () => void,
): Promise<MasterImage[]> {
  const height = Math.round((width * H) / W);
  const out: MasterImage[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index] as SceneSpec;
      const svg = renderScene(new Random(seed, hashId(spec.id)), spec);
      const webp = await sharp(Buffer.from(svg), { density: (72 * width) / W })
        .resize(width, height)
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      out[index] = { id: spec.id, kind: spec.kind, width, height, webp };
      onImage?.();
    }
  };
  await Promise.all([worker(), worker()]);
  return out;
}

function hashId(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}
