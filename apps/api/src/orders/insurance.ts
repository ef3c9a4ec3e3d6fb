import type { InsuranceQuote } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';

/**
 * The insurer's policy sold with a stay: refund in less than 72 h, more than 25 cases covered,
 * cancellable until the arrival day.
 */
export const INSURANCE_POLICY = 'CANCELLABLE_UNTIL_ARRIVAL';

/** The insurance line of an order, in the order's language. */
export const INSURANCE_LABELS: Readonly<Record<Language, string>> = {
  fr: 'Assurance annulation',
  es: 'Seguro de cancelación',
  it: 'Assicurazione annullamento',
  nl: 'Annuleringsverzekering',
};

/**
 * The premium of a basket: its market's band holding the amount (from its minimum, up to but not
 * including its maximum) gives a share in basis points of the basket, never less than the band's
 * floor. Undefined where insurance is not sold or no band holds the amount.
 */
export async function quoteInsurance(db: Db, locale: Locale, amountCents: number): Promise<InsuranceQuote | undefined> {
  if (!MARKETS[locale].features.cancellationInsurance) return undefined;
  const band = await db
    .selectFrom('insurance_premium')
    .select(['min_amount_cents', 'basis_points', 'min_premium_cents'])
    .where('locale', '=', locale)
    .where('min_amount_cents', '<=', amountCents)
    .where('max_amount_cents', '>', amountCents)
    .executeTakeFirst();
  if (!band) return undefined;
  return {
    id: `${locale}-${band.min_amount_cents}`,
    sellPrice: Math.max(band.min_premium_cents, Math.round((amountCents * band.basis_points) / 10_000)),
    cancellationPolicy: INSURANCE_POLICY,
  };
}

/** `GET /api/purchase/insurance/quote`: 404 where insurance is not sold or no band holds the amount. */
export async function getInsuranceQuote(db: Db, query: { locale: Locale; orderAmount: number }): Promise<InsuranceQuote> {
  const quote = await quoteInsurance(db, query.locale, query.orderAmount);
  if (!quote) {
    const detail = MARKETS[query.locale].features.cancellationInsurance
      ? `No cancellation insurance covers a basket of ${query.orderAmount} cents.`
      : `Cancellation insurance is not sold in ${query.locale}.`;
    throw new AppError('NOT_FOUND', detail);
  }
  return quote;
}
