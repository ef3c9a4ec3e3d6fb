import type { OfferSummary } from '@escapade/contracts/product';
import type { Language } from '@escapade/domain/markets';
import { productUri } from '../catalog/catalog-uris';
import { imagesBySize } from '../catalog/image-urls';
import { buildCancellationPolicy } from './build-cancellation-policy';
import { buildPriceInfo } from './build-price-info';
import type { FromPrice } from './find-from-price';
import { textsIn } from './localize-text';
import type { OfferRecord } from './load-offers';
import type { ProgramLineRecord } from './load-program-lines';

export interface OfferSummaryInput {
  offer: OfferRecord;
  language: Language;
  programLines: readonly ProgramLineRecord[];
  fromPrice: FromPrice | undefined;
  /** The offer's first picture, else its room's or hotel's. */
  coverImageId: string;
}

/** An offer as a card, with its undated "from" price (priceType from_price). */
export function toOfferSummary({ offer, language, programLines, fromPrice, coverImageId }: OfferSummaryInput): OfferSummary {
  const images = imagesBySize(coverImageId);
  return {
    id: offer.id,
    label: offer.label[language],
    uri: productUri(language, offer.id),
    hotelId: offer.hotelId,
    roomId: offer.roomId,
    nights: offer.nights,
    headwords: textsIn(offer.headwords, language),
    shortProgramIntroWithoutRoom: offer.shortProgram[language],
    imagesBySize: images,
    imageUrl: images['640_360'],
    programLineTitles: programLines.map((line) => line.title[language]),
    price: fromPrice ? buildPriceInfo(fromPrice, offer.nights, 'from_price', 'offerList', fromPrice.nbRooms) : null,
    cancellationPolicy: buildCancellationPolicy(
      { type: offer.cancellationType, cancellable: offer.cancellable, cancellableUntilDays: offer.cancellableUntilDays },
      null,
    ),
    marketingLabels: offer.marketingLabels.map((label) => ({ code: label.code, label: label.label[language] })),
    targetedLabel: offer.targetedLabel ? offer.targetedLabel[language] : null,
    lastMinute: offer.lastMinute,
    expiration: offer.expiration,
    autoDiscount:
      offer.autoDiscountCode && offer.autoDiscountPercent !== null
        ? { code: offer.autoDiscountCode, value: offer.autoDiscountPercent }
        : null,
    channelManagerId: offer.channelManagerId,
    connectivity: offer.connectivity,
    isSingleVoucherSellable: offer.isSingleVoucherSellable,
  };
}
