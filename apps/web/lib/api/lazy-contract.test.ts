import { describe, expect, it } from 'vitest';
import { lazyContract, preloadInBrowser } from './lazy-contract';

describe('lazyContract: a contract module imported with its first call (decision 0018)', () => {
  it('imports once, with the first call, and every later call shares that import', async () => {
    let imports = 0;
    const contract = lazyContract(async () => {
      imports += 1;
      return { schema: 'offers' };
    });
    expect(imports).toBe(0);
    const [first, second] = await Promise.all([contract(), contract()]);
    expect(first).toBe(second);
    await contract();
    expect(imports).toBe(1);
  });

  it('a failed import is forgotten: the next call tries again', async () => {
    let attempts = 0;
    const contract = lazyContract(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return { schema: 'offers' };
    });
    await expect(contract()).rejects.toThrow('chunk failed to load');
    await expect(contract()).resolves.toEqual({ schema: 'offers' });
    expect(attempts).toBe(2);
  });

  it('preloadInBrowser imports at once in a browser, and never on the server (no window)', async () => {
    let imports = 0;
    const load = async () => {
      imports += 1;
      return {};
    };
    preloadInBrowser(lazyContract(load));
    expect(imports).toBe(0); // vitest runs these in node: no window

    const globals = globalThis as { window?: unknown };
    globals.window = globalThis;
    try {
      const contract = lazyContract(load);
      preloadInBrowser(contract);
      expect(imports).toBe(1);
      await contract();
      expect(imports).toBe(1);
    } finally {
      delete globals.window;
    }
  });

  it('a failed preload is not an unhandled rejection, and the first call retries it', async () => {
    let attempts = 0;
    const globals = globalThis as { window?: unknown };
    globals.window = globalThis;
    try {
      const contract = lazyContract(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { ok: true };
      });
      preloadInBrowser(contract);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await expect(contract()).resolves.toEqual({ ok: true });
      expect(attempts).toBe(2);
    } finally {
      delete globals.window;
    }
  });
});
