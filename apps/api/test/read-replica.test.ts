/**
 * DATABASE_READ_URL (decision 0032): the reads that tolerate lag go to the read pool, everything
 * else to the primary. The replica here is a copy of the primary (CREATE DATABASE … TEMPLATE) that
 * receives a change only when the test replays it, as a replica behind its primary does — so which
 * pool answers is visible in what the answer says:
 *
 * - searches and hotel pages read the replica: they still offer a night the primary sold;
 * - the order, its read-back and the quote before an order read the primary;
 * - once the replica has the change, the searches stop offering the night — the search index read
 *   the change log where it reads its rows, and applied it rather than rebuilding;
 * - the read pool refuses writes, as a replica does.
 *
 * PostgreSQL only (the embedded database has no replica).
 */
import { createOrderResponseSchema, orderViewSchema } from '@escapade/contracts/checkout';
import type { OffersRequestInput, OffersResponse } from '@escapade/contracts/search';
import { openDatabase, type DatabaseHandle } from '@escapade/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { testConfig, testDatabase } from './helpers';
import { findQuietStay, newKey, postOrder, stayOrder, type Stay } from './orders-fixtures';
import { createDatabase, createSeededDatabase, type OwnDatabase } from './own-database';
import { queryString } from './product-fixtures';

const skipReason = testDatabase.engine === 'postgres' ? undefined : 'it needs PostgreSQL (TEST_ENGINE=postgres TEST_DATABASE_URL=postgres://…)';
if (skipReason) console.warn(`[read-replica.test] SKIPPED: ${skipReason}.`);

describe.skipIf(skipReason !== undefined)('DATABASE_READ_URL: lag-tolerant reads on the replica, the rest on the primary', () => {
  let primary: OwnDatabase | undefined;
  let replica: OwnDatabase | undefined;
  let primaryHandle: DatabaseHandle | undefined;
  let replicaHandle: DatabaseHandle | undefined;
  let app: App | undefined;
  let stay: Stay;
  let hotelSearch: OffersRequestInput;

  const api = (): App => {
    if (!app) throw new Error('the app is built before the tests');
    return app;
  };

  beforeAll(async () => {
    const serverUrl = testDatabase.databaseUrl as string;
    const suffix = `${process.pid}_${Date.now()}`;
    primary = await createSeededDatabase(serverUrl, `so_api_read_primary_${suffix}`);
    // Copied before anything is connected to the primary: the two start equal, as a replica in sync.
    replica = await createDatabase(serverUrl, `so_api_read_replica_${suffix}`, primary);
    primaryHandle = await openDatabase({ databaseUrl: primary.url, poolMax: 4 });
    replicaHandle = await openDatabase({ databaseUrl: replica.url, poolMax: 2 });
    app = await buildApp({ config: testConfig({ searchIndex: 'memory', databaseReadUrl: replica.url, rateLimitWritePerMinute: 1000 }), db: primaryHandle });
    await app.searchIndex?.whenReady();

    stay = await findQuietStay(primaryHandle.db, 1);
    const { hotel_id: hotelId } = await primaryHandle.db.selectFrom('offer').select('hotel_id').where('id', '=', stay.offerId).executeTakeFirstOrThrow();
    hotelSearch = { locale: 'fr_FR', orderBy: 'priceAsc', searchCriterias: { hotelId, checkin: stay.checkin, night: 1, adult: 2, child: 0, baby: 0 } };
    // The night's last room, on both: the order below sells it out on the primary only.
    for (const handle of [primaryHandle, replicaHandle]) {
      await handle.db.updateTable('offer_night').set({ rooms_left: 1 }).where('offer_id', '=', stay.offerId).where('night', '=', stay.checkin).execute();
    }
  });

  afterAll(async () => {
    await app?.close();
    await primaryHandle?.close();
    await replicaHandle?.close();
    await replica?.drop();
    await primary?.drop();
  });

  const isOffered = async () => {
    const response = await api().inject({ method: 'POST', url: '/api/offers.json', payload: hotelSearch });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OffersResponse>().exactMatch.some((card) => card.id === stay.offerId);
  };
  const quote = async () => {
    const query = queryString({ locale: 'fr_FR', checkin: stay.checkin, nights: 1, adult: 2, child: 0, baby: 0 });
    const response = await api().inject({ method: 'GET', url: `/api/product/${stay.offerId}/quote?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ bookable: boolean; amountToPayToday: number | null }>();
  };

  it('opens a read pool of its own, which refuses writes as a replica does', async () => {
    expect(api().readDb).not.toBe(api().db);
    await expect(sql`update catalog_version set changed_at = now()`.execute(api().readDb)).rejects.toThrow(/read-only transaction/);
    const health = await api().inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up', engine: 'postgres' });
  });

  it('a night sold on the primary stays offered by the replica\'s searches until the replica has the change; orders and quotes read the primary', async () => {
    expect(await isOffered()).toBe(true);
    const before = await quote();
    expect(before.bookable).toBe(true);

    const created = await postOrder(api(), stayOrder(stay, before.amountToPayToday as number), newKey());
    expect(created.statusCode, created.body).toBe(201);
    const { order } = createOrderResponseSchema.parse(created.json());
    // Read after write: the order is read back from the primary.
    const read = await api().inject({ method: 'GET', url: `/api/purchase/orders/${order.orderUUID}` });
    expect(read.statusCode).toBe(200);
    expect(orderViewSchema.parse(read.json()).orderUUID).toBe(order.orderUUID);
    // The quote before an order reads the primary: the room is gone.
    expect((await quote()).bookable).toBe(false);
    // The searches read the replica, which does not have the booking yet.
    expect(await isOffered()).toBe(true);
    const deltas = api().searchIndex?.stats.deltasApplied ?? 0;

    // The replica replays the booking's change of the night.
    const { rooms_left: roomsLeft } = await primaryHandle!.db
      .selectFrom('offer_night')
      .select('rooms_left')
      .where('offer_id', '=', stay.offerId)
      .where('night', '=', stay.checkin)
      .executeTakeFirstOrThrow();
    expect(roomsLeft).toBe(0);
    await replicaHandle!.db.updateTable('offer_night').set({ rooms_left: roomsLeft }).where('offer_id', '=', stay.offerId).where('night', '=', stay.checkin).execute();

    expect(await isOffered()).toBe(false);
    // The index applied the replica's change log (no rebuild): it reads its version, changes and rows there.
    expect(api().searchIndex?.stats).toMatchObject({ state: 'ready', rebuilds: 1 });
    expect(api().searchIndex?.stats.deltasApplied).toBeGreaterThan(deltas);
  });
});
