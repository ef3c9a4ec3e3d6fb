import type { DatabaseEngine } from '@escapade/contracts/health';
import type { Db } from '@escapade/db';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely handle; repositories take it (or a transaction) as their first argument. */
    db: Db;
    dbEngine: DatabaseEngine;
  }
}

export interface DbPluginOptions {
  db: Db;
  engine: DatabaseEngine;
}

/** The caller opened the database and closes it after the app: the plugin only shares the handle. */
const dbPlugin: FastifyPluginAsync<DbPluginOptions> = async (fastify, { db, engine }) => {
  fastify.decorate('db', db);
  fastify.decorate('dbEngine', engine);
};

export const databasePlugin = fp(dbPlugin, { name: 'db', fastify: '5.x' });
