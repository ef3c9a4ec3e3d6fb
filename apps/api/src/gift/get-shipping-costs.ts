import type { ShippingCostsResponse } from '@escapade/contracts/gift';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';

/**
 * The market's shipping costs of a physical gift (amount, internationalFee). A market without
 * them answers 404: the physical format is offered only once shipping costs load without error.
 */
export async function getShippingCosts(db: Db, locale: Locale): Promise<ShippingCostsResponse> {
  const row = await db.selectFrom('shipping_cost').selectAll().where('locale', '=', locale).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', `No shipping costs for ${locale}: the physical format is not sold there.`);
  return { amount: row.amount_cents, internationalFee: row.international_fee_cents };
}
