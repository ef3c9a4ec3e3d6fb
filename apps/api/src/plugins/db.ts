import type { DatabaseEngine } from '@escapade/contracts/health';
import { openDatabase, type Db } from '@escapade/db';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The primary's Kysely handle; repositories take it (or a transaction) as their first argument.
     * Every write, and every read that must see a write just made (orders, payments, accounts,
     * vouchers, the quote before an order), goes here.
     */
    db: Db;
    /**
     * The handle of the reads that tolerate lag (DATABASE_READ_URL: searches, facets, autocomplete,
     * catalog and content pages); `db` itself when no read URL is set. Read-only: a write sent here
     * fails, as it would on a replica.
     */
    readDb: Db;
    dbEngine: DatabaseEngine;
  }
}

export interface DbPluginOptions {
  db: Db;
  engine: DatabaseEngine;
  /** DATABASE_READ_URL: opened here (read-only, `poolMax` connections) and closed with the app. */
  readUrl?: string | undefined;
  poolMax?: number | undefined;
}

/**
 * The caller opened the primary and closes it after the app: the plugin only shares that handle.
 * The read pool is the plugin's own.
 *
 * A lag-tolerant read takes the catalog (or content) version from the same handle as its rows, so an
 * answer is never cached under a version newer than what it shows; and the search index reads its
 * version, change log and rows there too (search-index.ts). That is sound because the read URL
 * names one server: a streaming replica replays the primary's commits in their order, so a query
 * there never sees less than an earlier one did — a version read before the rows is never ahead of
 * them, and a change log read after a version holds every change up to it.
 */
const dbPlugin: FastifyPluginAsync<DbPluginOptions> = async (fastify, { db, engine, readUrl, poolMax }) => {
  fastify.decorate('db', db);
  fastify.decorate('dbEngine', engine);
  if (!readUrl) {
    fastify.decorate('readDb', db);
    return;
  }
  if (engine !== 'postgres') throw new Error('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replica.');
  const read = await openDatabase({ databaseUrl: readUrl, poolMax, readOnly: true });
  fastify.decorate('readDb', read.db);
  // The URL may carry a password: the log names the setting only.
  fastify.log.info('reads that tolerate lag go to DATABASE_READ_URL');
  fastify.addHook('onClose', async () => read.close());
};

export const databasePlugin = fp(dbPlugin, { name: 'db', fastify: '5.x' });
