import { getWebConfig, readBuiltApiInternalUrl } from '../config';

/**
 * Reads the configuration (a bad variable stops the start with its name) and refuses to serve
 * when the `/api/*` rewrite baked into the build points elsewhere than API_INTERNAL_URL /
 * API_PORT say now.
 */
export function checkWebStart(): void {
  let apiInternalUrl: string;
  try {
    apiInternalUrl = getWebConfig().apiInternalUrl;
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }
  const built = readBuiltApiInternalUrl();
  if (built && built !== apiInternalUrl) {
    stop(`The web build proxies /api to ${built}, but API_INTERNAL_URL/API_PORT now point to ${apiInternalUrl}. Rebuild the site (npm run build) with the same settings.`);
  }
}

/** A server that would answer 500 to every request is better not started at all. */
function stop(message: string): never {
  console.error(`[web] ${message}`);
  process.exit(1);
}
