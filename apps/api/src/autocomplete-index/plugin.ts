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
  /** Terms ranked after the first build to warm the JIT up (0: none; production: AUTOCOMPLETE_WARM_UP_TERMS). */
  warmUpTerms?: number;
}

/**
 * The warm-up of a production API (decision 0013): about 0.6 s of CPU once, in batches of 100 that
 * yield to requests; the API suites build many apps and skip it.
 */
export const AUTOCOMPLETE_WARM_UP_TERMS = 3000;

/** Builds the index once the app is ready (the catalog is migrated and seeded by then), in the background. */
const plugin: FastifyPluginAsync<AutocompleteIndexPluginOptions> = async (fastify, { enabled, warmUpTerms = 0 }) => {
  const holder = enabled ? new DestinationIndexHolder(fastify.readDb, fastify.log, { warmUpTerms }) : null;
  fastify.decorate('autocompleteIndex', holder);
  if (!holder) return;
  fastify.addHook('onReady', async () => holder.start());
  fastify.addHook('onClose', async () => holder.close());
};

export const autocompleteIndexPlugin = fp(plugin, { name: 'autocomplete-index', fastify: '5.x', dependencies: ['db'] });
