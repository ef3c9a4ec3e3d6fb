import type { BoxDetail } from '@escapade/contracts/boxes';
import { formatMoney } from '@escapade/domain/price';
import { isBoxPromoShown } from './box-model';

export interface BoxPriceLabels {
  /** Read before the struck reference price, e.g. 'instead of'. */
  insteadOf: string;
  /** The promo badge, e.g. '-10 %'. */
  promo(percent: number): string;
}

/**
 * A box's price: the sell price, and when the discount is over 5 percent the promo badge and the
 * struck reference price.
 */
export function BoxPrice({ price, bcp47, labels, size = 'md' }: { price: BoxDetail['price']; bcp47: string; labels: BoxPriceLabels; size?: 'md' | 'lg' }) {
  const hasPromo = isBoxPromoShown(price.promo);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="box-price">
      {hasPromo ? (
        <span className="rounded-full bg-accent-700 px-2 py-0.5 text-sm font-bold text-white" data-testid="box-promo">
          {labels.promo(price.promo)}
        </span>
      ) : null}
      <span className={`font-bold text-brand-900 ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{formatMoney(price.sellPrice, bcp47)}</span>
      {hasPromo ? (
        <span className="text-sm text-muted">
          <span className="sr-only">{labels.insteadOf} </span>
          <s>{formatMoney(price.referencePrice, bcp47)}</s>
        </span>
      ) : null}
    </span>
  );
}
