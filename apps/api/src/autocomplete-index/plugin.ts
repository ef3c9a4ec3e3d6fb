import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DestinationIndexHolder } from './destination-index-holder';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process autocomplete index; null when switched off (`AUTOCOMPLETE_INDEX=false`). */
    autocompleteIndex: DestinationIndexHolder | null;
  }
}

export interface AutocompleteIndexPluginOptions {
  enabled: boolean;
}

/** Builds the index once the app is ready (the catalog is migrated and seeded by then), in the background. */
const plugin: FastifyPluginAsync<AutocompleteIndexPluginOptions> = async (fastify, { enabled }) => {
  const holder = enabled ? new DestinationIndexHolder(fastify.db, fastify.log) : null;
  fastify.decorate('autocompleteIndex', holder);
  if (!holder) return;
  fastify.addHook('onReady', async () => holder.start());
  fastify.addHook('onClose', async () => holder.close());
};

export const autocompleteIndexPlugin = fp(plugin, { name: 'autocomplete-index', fastify: '5.x', dependencies: ['db'] });
