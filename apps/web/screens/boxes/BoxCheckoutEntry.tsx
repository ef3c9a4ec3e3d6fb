'use client';

import { type GiftFormat, parseSleeves, type SleeveSelection } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserBoxesApi } from '../../lib/api/boxes';
import { GiftCheckout } from '../gift-checkout/GiftCheckout';
import { boxCheckoutSearchWith, boxCodeForFormat, giftFormatFor, initialGiftDetails, sleeveIdsOf } from '../gift-checkout/gift-checkout-model';
import { usePhysicalGift } from '../gift-checkout/gift-queries';
import { GiftSummary } from '../gift-checkout/GiftSummary';
import { BOX_GIFT_VALIDITY_MONTHS, boxPathForCode, includedItems, parseBoxCheckoutSearch } from './box-model';

/**
 * The box checkout (search giftFormat, code and the chosen sleeves): the box loaded by its code,
 * then the gift checkout. Changing the format here rewrites the code's suffix in the address, as
 * the box page does; physical needs the flag and the shipping costs, else digital only with the
 * notice that the physical format is coming back soon.
 */
export function BoxCheckoutEntry({ boxPathTemplate, listHref }: { boxPathTemplate: string; listHref: string }) {
  const t = useTranslations('boxes');
  const tg = useTranslations('giftCheckout');
  const { locale } = useMarket();
  const search = new URLSearchParams(useSearchParams().toString());
  const [entry, setEntry] = useState(() => parseBoxCheckoutSearch(search));
  const [sleeves, setSleeves] = useState<SleeveSelection>(() => parseSleeves(search.get('sleeves') ?? ''));
  const physical = usePhysicalGift(true);
  // The family is the same whatever the format: its detail is asked once, by the code it came with.
  const [familyCode] = useState(entry?.code);
  const detail = useQuery({
    queryKey: ['box-detail', familyCode, locale],
    queryFn: () => browserBoxesApi.getBoxDetail(familyCode ?? '', locale),
    enabled: Boolean(familyCode),
  });
  const format = entry ? giftFormatFor(entry.format, physical.status) : undefined;

  function change(next: { format?: GiftFormat; sleeves?: SleeveSelection }) {
    if (!entry || !detail.data) return;
    const giftFormat = next.format ?? entry.format;
    const chosen = next.sleeves ?? sleeves;
    const code = boxCodeForFormat(detail.data.formats, entry.code, giftFormat);
    setEntry({ format: giftFormat, code });
    setSleeves(chosen);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${boxCheckoutSearchWith(window.location.search, { code, giftFormat, sleeves: chosen })}`);
  }

  let body: ReactNode;
  if (!entry || detail.data === null) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('checkoutNoBox')}</p>
        <a href={listHref} className="button-secondary">
          {t('allBoxes')}
        </a>
      </div>
    );
  } else if (detail.isError) {
    body = (
      <p role="alert" className="text-lg font-semibold text-brand-900">
        {t('errorTitle')}
      </p>
    );
  } else if (!detail.data || !format) {
    body = (
      <p role="status" className="text-muted">
        {t('checkoutLoading')}
      </p>
    );
  } else {
    const box = detail.data;
    const code = boxCodeForFormat(box.formats, entry.code, format);
    const option = box.formats.find((candidate) => candidate.format === format) ?? { format, code, price: box.price };
    body = (
      <div data-testid="box-checkout">
        <GiftCheckout
          purchase={{ kind: 'box', code: option.code, format, sleeveIds: sleeveIdsOf(sleeves) }}
          productCents={option.price.sellPrice}
          productLineLabel={tg('lines.box')}
          summary={
            <GiftSummary
              title={box.title}
              imageUrl={box.mainImageBySize['640_360']}
              facts={[
                { label: t('includedTitle'), value: includedItems(box.includedContent).join(' · ') },
                { label: t('validityLabel'), value: t('validity', { months: BOX_GIFT_VALIDITY_MONTHS }) },
              ]}
            >
              <a href={boxPathForCode(boxPathTemplate, option.code)} className="self-start text-sm font-semibold text-brand-700 underline">
                {t('backToBox')}
              </a>
            </GiftSummary>
          }
          analytics={{ itemId: option.code, label: box.title }}
          formatControls={{
            formats: box.formats.map((candidate) => candidate.format),
            formatLabels: { digital: t('format.digital'), physical: t('format.physical') },
            onFormatChange: (next) => change({ format: next }),
            sleeves,
            onSleevesChange: (next) => change({ sleeves: next }),
          }}
          physical={physical}
          initialDetails={initialGiftDetails(MARKETS[locale].country)}
          back={{ href: boxPathForCode(boxPathTemplate, option.code), label: t('backToBox') }}
        />
      </div>
    );
  }

  return (
    <div className="container-page flex w-full flex-col gap-6 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('checkoutTitle')}</h1>
      {body}
    </div>
  );
}
