'use client';

import type { ActivityGroupPrice } from '@escapade/contracts/activity-product';
import { MARKETS } from '@escapade/domain/markets';
import { activityPromo, formatMoney, pricePerPerson } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { PaxStepper } from '../../components/pax/PaxStepper';
import { ProductDialog } from '../../components/product/ProductDialog';
import { DialogClose } from '../../components/ui/Dialog';
import { recordEvent } from '../../lib/analytics';
import { activityCheckoutHref, changeGroupSize, groupSizeBounds, startGroupSize, withHashGroupSize } from './activity-hash';

export interface ActivityPurchaseProps {
  id: number;
  label: string;
  prices: Record<string, ActivityGroupPrice>;
  groupSizes: number[];
  /** The checkout entry's path as the browser addresses it. */
  checkoutPath: string;
}

/**
 * Price and group-size setup of the activity page, with 'Offer' and 'Buy for myself' buttons: the
 * group size starts from hash `a` or the smallest priced size and is written back to the hash; the
 * price is the group's with its promo (shown from 5 %) and per person (divided by the group size).
 * Either button opens the confirmation modal; Continue fires add_to_cart and goes to the checkout
 * entry.
 */
export function ActivityPurchase({ id, label, prices, groupSizes, checkoutPath }: ActivityPurchaseProps) {
  const t = useTranslations('activity');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const [groupSize, setGroupSize] = useState(() => startGroupSize('', groupSizes));

  useEffect(() => {
    setGroupSize(startGroupSize(window.location.hash, groupSizes));
  }, [groupSizes]);

  if (groupSize === undefined) return <p className="rounded-card bg-white p-5 shadow-card">{t('noPrice')}</p>;
  const price = prices[String(groupSize)];
  const { min, max } = groupSizeBounds(groupSizes);

  function change(next: number) {
    if (groupSize === undefined) return;
    const size = changeGroupSize(groupSize, next, groupSizes);
    if (size === groupSize) return;
    setGroupSize(size);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${withHashGroupSize(hash, size)}`);
  }

  const money = (cents: number) => formatMoney(cents, bcp47);
  const promo = price ? activityPromo(price.sellPrice, price.refPrice) : 0;

  return (
    <section aria-labelledby="activity-price-title" className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h2 id="activity-price-title" className="text-xl font-bold text-brand-900">
        {t('priceTitle')}
      </h2>
      <PaxStepper
        label={t('groupSize')}
        value={groupSize}
        decreaseLabel={t('decreaseGroupSize')}
        increaseLabel={t('increaseGroupSize')}
        canDecrease={groupSize > min}
        canIncrease={groupSize < max}
        onDecrease={() => change(groupSize - 1)}
        onIncrease={() => change(groupSize + 1)}
      />
      {price ? (
        <div className="flex flex-col gap-1" aria-live="polite" data-testid="activity-price">
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-3xl font-bold text-brand-900">{money(price.sellPrice)}</span>
            {promo > 0 ? (
              <>
                <s className="text-muted">
                  <span className="sr-only">{t('referencePrice')} </span>
                  {money(price.refPrice)}
                </s>
                <span className="rounded-full bg-accent-700 px-2 py-0.5 text-sm font-bold text-white">−{promo}%</span>
              </>
            ) : null}
          </p>
          <p className="text-sm text-muted">{t('priceForGroup', { count: groupSize })}</p>
          <p className="font-semibold">{t('perPerson', { price: money(pricePerPerson(price.sellPrice, groupSize)) })}</p>
          {promo > 0 && price.moneySaved > 0 ? <p className="text-sm font-semibold text-accent-700">{t('moneySaved', { amount: money(price.moneySaved) })}</p> : null}
        </div>
      ) : null}
      <p className="text-sm text-muted">{t('voucherValidity')}</p>
      {price ? (
        <div className="flex flex-col gap-2">
          <ConfirmPurchase id={id} label={label} price={price} groupSize={groupSize} isOwnUse={false} checkoutPath={checkoutPath} money={money} />
          <ConfirmPurchase id={id} label={label} price={price} groupSize={groupSize} isOwnUse checkoutPath={checkoutPath} money={money} />
        </div>
      ) : null}
    </section>
  );
}

function ConfirmPurchase({
  id,
  label,
  price,
  groupSize,
  isOwnUse,
  checkoutPath,
  money,
}: {
  id: number;
  label: string;
  price: ActivityGroupPrice;
  groupSize: number;
  isOwnUse: boolean;
  checkoutPath: string;
  money(cents: number): string;
}) {
  const t = useTranslations('activity');
  const { locale } = useMarket();
  const [isLeaving, setIsLeaving] = useState(false);

  function proceed() {
    setIsLeaving(true);
    const value = price.sellPrice / 100;
    recordEvent(
      { event: 'add_to_cart', currency: 'EUR', value, items: [{ item_id: String(id), item_name: label, item_category: 'activity_only', price: value, quantity: 1 }] },
      locale,
    );
    window.location.assign(activityCheckoutHref(checkoutPath, { id, groupSize, isOwnUse }));
  }

  return (
    <ProductDialog
      title={t('confirmTitle')}
      trigger={
        <button type="button" className={isOwnUse ? 'button-secondary w-full' : 'button-primary w-full'}>
          {isOwnUse ? t('buyForMyself') : t('offer')}
        </button>
      }
    >
      <p className="font-semibold text-brand-900">{label}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t('confirmUse')}</dt>
        <dd className="font-semibold">{isOwnUse ? t('useOwn') : t('useGift')}</dd>
        <dt className="text-muted">{t('groupSize')}</dt>
        <dd className="font-semibold">{t('participants', { count: groupSize })}</dd>
        <dt className="text-muted">{t('confirmPrice')}</dt>
        <dd className="font-semibold">{money(price.sellPrice)}</dd>
      </dl>
      <p className="text-sm text-muted">{t('voucherValidity')}</p>
      <div className="flex flex-col gap-2 md:flex-row-reverse">
        <button type="button" className="button-primary md:flex-1" onClick={proceed} disabled={isLeaving}>
          {t('continue')}
        </button>
        <DialogClose className="button-secondary md:flex-1">{t('cancel')}</DialogClose>
      </div>
    </ProductDialog>
  );
}
