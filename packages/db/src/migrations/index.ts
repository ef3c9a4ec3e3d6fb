import type { Migration } from 'kysely';
import * as m0001 from './0001-extensions';
import * as m0002 from './0002-geography-and-themes';
import * as m0003 from './0003-hotels-and-offers';
import * as m0004 from './0004-gifts-and-activity-products';
import * as m0005 from './0005-reviews-and-content';
import * as m0006 from './0006-customer-tables';
import * as m0007 from './0007-autocomplete-indexes';
import * as m0008 from './0008-search-catalog-version';
import * as m0009 from './0009-hotel-attributes';
import * as m0010 from './0010-search-indexes';
import * as m0011 from './0011-autocomplete-search-keys';
import * as m0012 from './0012-search-covering-indexes';
import * as m0013 from './0013-search-offer-index-by-hotel';
import * as m0014 from './0014-search-index-changes';
import * as m0015 from './0015-drop-offer-night-bookable';
import * as m0016 from './0016-orders-payments-outbox';
import * as m0017 from './0017-gifts-vouchers-shipments';
import * as m0018 from './0018-newsletter-double-opt-in';
import * as m0019 from './0019-content-version-and-landings';
import * as m0020 from './0020-consent-records';
import * as m0021 from './0021-contact-cases';
import * as m0022 from './0022-accounts-and-staff';
import * as m0023 from './0023-wishlist-items';
import * as m0024 from './0024-account-deletion';
import * as m0025 from './0025-credit-notes';
import * as m0026 from './0026-hotel-commission';

/** Every migration, in order. Add new ones here (NNNN-name.ts); never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001-extensions': m0001,
  '0002-geography-and-themes': m0002,
  '0003-hotels-and-offers': m0003,
  '0004-gifts-and-activity-products': m0004,
  '0005-reviews-and-content': m0005,
  '0006-customer-tables': m0006,
  '0007-autocomplete-indexes': m0007,
  '0008-search-catalog-version': m0008,
  '0009-hotel-attributes': m0009,
  '0010-search-indexes': m0010,
  '0011-autocomplete-search-keys': m0011,
  '0012-search-covering-indexes': m0012,
  '0013-search-offer-index-by-hotel': m0013,
  '0014-search-index-changes': m0014,
  '0015-drop-offer-night-bookable': m0015,
  '0016-orders-payments-outbox': m0016,
  '0017-gifts-vouchers-shipments': m0017,
  '0018-newsletter-double-opt-in': m0018,
  '0019-content-version-and-landings': m0019,
  '0020-consent-records': m0020,
  '0021-contact-cases': m0021,
  '0022-accounts-and-staff': m0022,
  '0023-wishlist-items': m0023,
  '0024-account-deletion': m0024,
  '0025-credit-notes': m0025,
  '0026-hotel-commission': m0026,
};
