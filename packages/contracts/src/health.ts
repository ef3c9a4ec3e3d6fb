import { z } from 'zod';

export const DATABASE_ENGINES = ['pglite', 'postgres'] as const;
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

/** `GET /api/health`: 200 only when the database answered `select 1`; otherwise a 503 problem. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.literal('up'),
    engine: z.enum(DATABASE_ENGINES),
    /**
     * `shedding`: the API answers other routes with 503 + Retry-After for now (it is overloaded, not
     * down). Optional: an API without load shedding may leave it out.
     */
    load: z.enum(['ok', 'shedding']).optional(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
