import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Search answers are large JSON documents; WebP images are already compressed and skipped by type. */
const compression: FastifyPluginAsync = async (fastify) => {
  await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
};

export const compressPlugin = fp(compression, { name: 'compress', fastify: '5.x' });
