import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connect';

describe('the embedded database settings', () => {
  it('keeps a 16 MB buffer pool in its WebAssembly memory, not PostgreSQL’s 128 MB', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await handle.close();
    }
  });
});
