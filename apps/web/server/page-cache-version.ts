/**
 * The content and catalog versions the page cache keys its entries by (`GET /api/cms/version`),
 * polled by the web server: a content edit or a catalog change is seen within one interval, and the
 * pages rendered before it are stale from then on.
 */
import type { ContentVersionResponse } from '@escapade/contracts/content';

/** Between two reads of the versions: a content change is seen within this, then rendered. */
export const VERSION_POLL_INTERVAL_MS = 250;
/** One read longer than this counts as failed (the next one starts after the interval). */
export const VERSION_READ_TIMEOUT_MS = 2000;

/** `content.catalog`, one string. */
export function versionKey(version: ContentVersionResponse): string {
  return `${version.content}.${version.catalog}`;
}

/** The versions as last read, and the one they replaced (a stale entry may be served briefly after a change). */
export class PageVersions {
  current: string | undefined;
  previous: string | undefined;
  /** When `current` was first read (ms, the cache's clock). */
  changedAt = 0;

  set(version: string, now: number): void {
    if (version === this.current) return;
    this.previous = this.current;
    this.current = version;
    this.changedAt = now;
  }
}

export interface VersionPoller {
  /** Resolves after the first read, whatever its outcome. */
  firstRead: Promise<void>;
  stop(): void;
}

/**
 * Reads the versions every `intervalMs`, one read at a time (the next starts when the last ended). A
 * failed read keeps the last known versions and is logged once, until a read succeeds again.
 */
export function pollVersions(options: {
  versions: PageVersions;
  read: () => Promise<ContentVersionResponse>;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  log: (line: string) => void;
}): VersionPoller {
  const { versions, read, intervalMs = VERSION_POLL_INTERVAL_MS, timeoutMs = VERSION_READ_TIMEOUT_MS, now = Date.now, log } = options;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let settleFirst: () => void = () => {};
  const firstRead = new Promise<void>((resolve) => (settleFirst = resolve));

  async function readOnce(): Promise<void> {
    try {
      let timeout: NodeJS.Timeout | undefined;
      // A read that never settles must not stop the polling.
      const expired = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      const version = await Promise.race([read(), expired]).finally(() => clearTimeout(timeout));
      versions.set(versionKey(version), now());
      if (failing) log(`page cache: versions read again (${versionKey(version)})`);
      failing = false;
    } catch (error) {
      if (!failing) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`page cache: cannot read the content and catalog versions (${reason}); ${versions.current ? `keeping ${versions.current}` : 'pages are rendered without the cache until a read succeeds'}`);
      }
      failing = true;
    }
  }

  async function loop(): Promise<void> {
    await readOnce();
    settleFirst();
    if (stopped) return;
    timer = setTimeout(() => void loop(), intervalMs);
    // The poll never keeps the process alive on its own.
    timer.unref();
  }

  void loop();
  return {
    firstRead,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
