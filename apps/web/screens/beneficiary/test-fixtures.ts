import type { BeneficiaryVoucher } from '@escapade/contracts/beneficiary';
import type { BeneficiaryStay } from './beneficiary-gift-model';

/** A stay of the voucher's list, as the API answers it (tests only). */
export function stayOf(id: number): BeneficiaryStay {
  return {
    id,
    label: `Séjour ${id}`,
    uri: `/sejour/${id}`,
    hotelId: 100 + id,
    roomId: 200 + id,
    nights: 2,
    headwords: [],
    shortProgramIntroWithoutRoom: 'Dîner et petit-déjeuner',
    imagesBySize: { '120_80': `/img/${id}-120_80.jpg`, '640_360': `/img/${id}-640_360.jpg`, '960_540': `/img/${id}-960_540.jpg` },
    imageUrl: `/img/${id}.jpg`,
    programLineTitles: [],
    price: null,
    cancellationPolicy: { type: 'NCNR', cancellable: false, cancellableUntilDays: null, cancellableUntil: null, cancellationDeadline: null },
    marketingLabels: [],
    targetedLabel: null,
    lastMinute: false,
    expiration: null,
    autoDiscount: null,
    channelManagerId: null,
    connectivity: false,
    isSingleVoucherSellable: true,
    hotel: { id: 100 + id, label: `Hôtel ${id}`, stars: 3, uri: `/hotel/${100 + id}`, location: { label: 'Annecy' } },
  };
}

/** A voucher as the API answers it (tests only). */
export function voucherOf(overrides: Partial<BeneficiaryVoucher> = {}): BeneficiaryVoucher {
  return {
    kind: 'SINGLE_VOUCHER',
    state: 'ACTIVE',
    codeEnd: '9WEP',
    validUntil: '2031-06-01',
    valueCents: 24_000,
    balanceCents: 0,
    label: 'Escapade gourmande au bord du lac',
    imageUrl: '/img/voucher.jpg',
    giftFormat: 'digital',
    offerId: 1,
    nights: 2,
    adults: 2,
    boxCode: null,
    activityProductId: null,
    personalisation: { fromName: 'Léa', message: 'Bon anniversaire !' },
    ...overrides,
  };
}
