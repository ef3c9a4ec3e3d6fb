/**
 * Decorates the app with its in-memory search index (`SEARCH_INDEX=memory`, docs/decisions/0009).
 * The build starts when the app is ready (after migrations and the first-start seed) and runs in
 * the background: health answers at once and the SQL engine answers searches until it is done.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SearchIndex } from './search-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined with SEARCH_INDEX=sql. */
    searchIndex: SearchIndex | undefined;
  }
}

export interface SearchIndexPluginOptions {
  enabled: boolean;
}

const searchIndexDecorator: FastifyPluginAsync<SearchIndexPluginOptions> = async (fastify, { enabled }) => {
  // Reads on the read pool, like the searches that ask it (see search-index.ts); prunes on the primary.
  const index = enabled ? new SearchIndex(fastify.readDb, fastify.log, fastify.db) : undefined;
  fastify.decorate('searchIndex', index);
  if (!index) return;
  fastify.addHook('onReady', async () => index.start());
  fastify.addHook('onClose', async () => index.close());
};

export const searchIndexPlugin = fp(searchIndexDecorator, { name: 'search-index', fastify: '5.x', dependencies: ['db'] });
