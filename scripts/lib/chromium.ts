import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The flags this machine's closed network needs (no sandbox, no GPU, no background network calls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Makes sure a system Chromium exists. As root with apt-get, installs Debian's package; otherwise
 * stops with the command to run. The end-to-end suite is never skipped silently.
 */
export function ensureChromium(): string {
  const bin = chromiumPath();
  if (existsSync(bin)) return bin;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('[test] Chromium is missing: installing Debian\'s chromium package…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(bin)) return bin;
  }
  throw new Error(
    `Chromium was not found at ${bin}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.',
  );
}
