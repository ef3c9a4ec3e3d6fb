/**
 * The typed shape of every table (Kysely). Columns are snake_case; repositories map rows to
 * domain types at their boundary. Money columns are integer cents; calendar days are DATE
 * (read back as `yyyy-MM-dd` strings).
 *
 * jsonb columns are read as parsed values and written as JSON text (`JSON.stringify(value)`):
 * the pg driver would otherwise send a JS array as a PostgreSQL array literal.
 */
import type { AccountRole } from '@escapade/domain/account';
import type { Flow } from '@escapade/domain/flow';
import type { Locale } from '@escapade/domain/markets';
import type { OrderItemKind, OrderPaymentMethod, OrderStatus } from '@escapade/domain/order';
import type { ShipmentState, VoucherKind, VoucherState } from '@escapade/domain/voucher';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** A text in the four languages of the six markets. */
export interface Localized {
  fr: string;
  es: string;
  it: string;
  nl: string;
}

/** A jsonb column: read as T, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default: optional on insert. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** A DATE column: `yyyy-MM-dd` both ways. */
export type CalendarDay = ColumnType<string, string, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a server default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type DestinationType =
  | 'country' | 'region' | 'touristic_region' | 'department' | 'city' | 'poi' | 'sea_resort' | 'ski_resort';
export type CancellationType = 'FLEXIBLE' | 'PARTIALLY_REFUNDABLE' | 'NCNR';
export type LocalTaxType = 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';
export type ProgramLineKind = 'breakfast' | 'dinner' | 'activity' | 'extra';
export type BedType = 'DOUBLE' | 'TWIN' | 'KING' | 'QUEEN' | 'FAMILY' | 'SUITE';
export type TravellerType = 'COUPLE' | 'FAMILY' | 'FRIENDS' | 'SOLO' | 'BUSINESS';
export type GiftFormat = 'digital' | 'physical';
export type ImageKind = 'landscape' | 'hotel' | 'room' | 'food' | 'activity' | 'box' | 'banner' | 'logo' | 'sleeve';

/** Master images, stored once as 1920×1080 (or smaller) WebP; the image route resizes them. */
export interface ImageTable {
  id: string;
  kind: ImageKind;
  width: number;
  height: number;
  webp: Uint8Array;
}

/**
 * One place of the location hierarchy. Ancestors are denormalized (country_id, region_id,
 * department_id) so a breadcrumb or a fallback expansion needs no recursive query.
 */
export interface DestinationTable {
  id: number;
  type: DestinationType;
  country_code: string;
  parent_id: number | null;
  country_id: number | null;
  region_id: number | null;
  department_id: number | null;
  latitude: number;
  longitude: number;
  /** Cities only. */
  postal_code: string | null;
  /** Autocomplete ranking: bigger places first. */
  importance: WithDefault<number>;
  /** POIs and resorts: hotels within this radius belong to them. */
  radius_km: number | null;
}

/** Localized name and SEO slug of a destination; search_text = lower(f_unaccent(name)). */
export interface DestinationNameTable {
  destination_id: number;
  language: 'fr' | 'es' | 'it' | 'nl';
  name: string;
  slug: string;
  search_text: string;
}

export interface ThemeTable {
  id: number;
  /** Sub-themes (used by gift boxes) point at their theme. */
  parent_id: number | null;
  name: Json<Localized>;
  slug: Json<Localized>;
  position: WithDefault<number>;
  image_id: string | null;
}

export interface ActivityTagGroupTable {
  id: number;
  name: Json<Localized>;
  position: WithDefault<number>;
}

export interface ActivityTagTable {
  id: number;
  group_id: number;
  name: Json<Localized>;
  position: WithDefault<number>;
}

/** `{ code: 'parking', facilities: [...] }`: the hotel's infoGeneral. */
export interface InfoGeneralEntry {
  code: string;
  facilities: Localized[];
}

/** The columns hotels and activity centers share: an establishment with a name, a rating and an address. */
interface EstablishmentColumns {
  id: number;
  label: string;
  /** The establishment's own uri segment. */
  slug: string;
  stars: number | null;
  latitude: number;
  longitude: number;
  street_address: string;
  zip_code: string;
  city_id: number;
  country_code: string;
}

export interface HotelTable extends EstablishmentColumns {
  phone: string;
  description: Json<Localized>;
  highlighted_facilities: WithDefault<string[]>;
  /** Facility codes; 'pets' is special in search (sent as petsAllowed). */
  facilities: WithDefault<string[]>;
  environments: WithDefault<string[]>;
  styles: WithDefault<string[]>;
  types: WithDefault<string[]>;
  /** "An eco label panel appears when the hotel has 8 or more ecoFacilities." */
  eco_facilities: WithDefault<string[]>;
  info_general: JsonWithDefault<InfoGeneralEntry[]>;
  /** 'HH:mm' */
  checkin_hour: string;
  checkout_hour: string;
  pets_allowed: WithDefault<boolean>;
  pets_price_cents: number | null;
  pets_max_weight_kg: number | null;
  /** "petsMaxNumberOfPets default 1" */
  pets_max_number: WithDefault<number>;
  /** BOOKING_PERCENTAGE: percentage of the package price; otherwise per person per night. */
  local_tax_type: LocalTaxType;
  local_tax_amount_cents: WithDefault<number>;
  local_tax_percentage: number | null;
  local_tax_to_be_paid_at_hotel: WithDefault<boolean>;
  important_infos: JsonWithDefault<Localized[]>;
  review_count: WithDefault<number>;
  /** 0–10, null when the hotel has no review. */
  review_score: number | null;
  active: WithDefault<boolean>;
  /** The marketplace's commission on the hotel's sales, in basis points (10 % to 30 %): net price = sell − commission. */
  commission_bps: WithDefault<number>;
}

export type HotelAttributeKind = 'facility' | 'environment' | 'style' | 'type' | 'eco_facility';

/** The localized name of a hotel attribute code (facet names, hotel page lists). */
export interface HotelAttributeTable {
  kind: HotelAttributeKind;
  code: string;
  name: Json<Localized>;
  icon: string | null;
  position: WithDefault<number>;
}

/**
 * Closure of every destination a hotel belongs to: its city, department, region, touristic
 * region, country and the POIs / sea / ski resorts around it. A location filter by any id is one
 * indexed join.
 */
export interface HotelDestinationTable {
  hotel_id: number;
  destination_id: number;
  /** Distance from the destination's centre. */
  distance_km: WithDefault<number>;
}

export interface HotelImageTable {
  hotel_id: number;
  position: number;
  image_id: string;
}

export interface RoomDetailsSection {
  title: Localized;
  details: Localized[];
}

export interface RoomTable {
  id: number;
  uuid: string;
  hotel_id: number;
  label: Json<Localized>;
  bed_type: BedType;
  bedding: Json<Localized>;
  capacity: number;
  max_capacity: number;
  size_m2: number;
  description: Json<Localized>;
  details_section: JsonWithDefault<RoomDetailsSection[]>;
  highlights: JsonWithDefault<Localized[]>;
  important_infos: JsonWithDefault<Localized[]>;
}

export interface RoomImageTable {
  room_id: number;
  position: number;
  image_id: string;
}

/** Where activity-only products happen; an establishment like a hotel, without rooms. */
export type ActivityCenterTable = EstablishmentColumns;

/** An activity, run by a hotel (stay programmes) or an activity center (activity-only products). */
export interface ActivityTable {
  id: number;
  hotel_id: number | null;
  activity_center_id: number | null;
  title: Json<Localized>;
  description: Json<Localized>;
  univers: string;
  composition: Json<Localized>;
  schedules: Json<Localized>;
  duration_minutes: number | null;
  important_information: Json<Localized>;
  image_ids: WithDefault<string[]>;
}

/** Days on which an activity that needs a date can be booked. */
export interface ActivityDateTable {
  activity_id: number;
  date: CalendarDay;
}

export interface MarketingLabel {
  code: string;
  label: Localized;
}

/**
 * A weekend / package. Prices of a night are for 2 adults (offer_night); other parties follow the
 * rule columns: a single adult pays single_adult_percent % of it, each adult beyond 2 adds
 * extra_adult_percent %, each child adds child_percent %, each baby adds baby_cents.
 */
export interface OfferTable {
  id: number;
  hotel_id: number;
  room_id: number;
  label: Json<Localized>;
  headwords: JsonWithDefault<Localized[]>;
  /** shortProgramIntroWithoutRoom */
  short_program: Json<Localized>;
  important_infos: JsonWithDefault<Localized[]>;
  /** Default length of stay. */
  nights: WithDefault<number>;
  theme_ids: WithDefault<number[]>;
  tag_ids: WithDefault<number[]>;
  /** Programme pictures; the gallery adds the hotel's and the room's. */
  image_ids: WithDefault<string[]>;
  /** Markets that sell it (fr_FR…). */
  locales: string[];
  /** NCNR means non-cancellable. */
  cancellation_type: CancellationType;
  cancellable: boolean;
  /** Deadline = checkin minus this many days (null when not cancellable). */
  cancellable_until_days: number | null;
  channel_manager_id: string | null;
  connectivity: WithDefault<boolean>;
  auto_discount_code: string | null;
  /** "Promo: Save {{discount}}% extra" */
  auto_discount_percent: number | null;
  marketing_labels: JsonWithDefault<MarketingLabel[]>;
  targeted_label: ColumnType<Localized | null, string | null | undefined, string | null>;
  last_minute: WithDefault<boolean>;
  expiration: ColumnType<string | null, string | null | undefined, string | null>;
  published: WithDefault<boolean>;
  popularity: WithDefault<number>;
  single_adult_percent: WithDefault<number>;
  extra_adult_percent: WithDefault<number>;
  child_percent: WithDefault<number>;
  baby_cents: WithDefault<number>;
  is_single_voucher_sellable: WithDefault<boolean>;
}

/** An extra: a link to another offer with its price difference (per length of stay in gifting). */
export interface OfferUpsellTable {
  offer_id: number;
  upsell_offer_id: number;
  price_difference_cents: number;
  /** `{ "1": cents, "2": cents, "3": cents }` */
  price_difference_per_los: Json<Record<string, number>>;
}

export interface ProgramLineTable {
  offer_id: number;
  position: number;
  kind: ProgramLineKind;
  title: Json<Localized>;
  detail_list: JsonWithDefault<Localized[]>;
  why_list: JsonWithDefault<Localized[]>;
  must_know_list: JsonWithDefault<Localized[]>;
  /** Dinner only. */
  menu: ColumnType<Localized | null, string | null | undefined, string | null>;
  schedules: ColumnType<Localized | null, string | null | undefined, string | null>;
  duration_minutes: number | null;
  how: ColumnType<Localized | null, string | null | undefined, string | null>;
  /** The contract's `where` (a program line's place). */
  location: ColumnType<Localized | null, string | null | undefined, string | null>;
  activity_id: number | null;
  /** The activity must be given a date (activity_date) before checkout. */
  needs_date: WithDefault<boolean>;
  repeated: WithDefault<boolean>;
  single_day: WithDefault<boolean>;
  participants: number | null;
  image_id: string | null;
  icon: string;
}

/**
 * Availability and price of one offer on one night, for 2 adults, 12 months ahead.
 * allowed_nights: allowed checkout night counts for a checkin that night; null means every count
 * n ≥ min_stay whose nights [night, night + n) all have rooms.
 */
export interface OfferNightTable {
  offer_id: number;
  night: CalendarDay;
  sell_cents: number;
  ref_cents: number;
  rooms_left: number;
  min_stay: WithDefault<number>;
  allowed_nights: number[] | null;
  flash_deal: WithDefault<boolean>;
}

/** Per-offer digest of offer_night for undated searches (refreshed after seeding or booking). */
export interface OfferSummaryTable {
  offer_id: number;
  from_sell_cents: number | null;
  from_ref_cents: number | null;
  max_promo_percent: WithDefault<number>;
  first_bookable_night: ColumnType<string | null, string | null | undefined, string | null>;
  last_bookable_night: ColumnType<string | null, string | null | undefined, string | null>;
  bookable_nights: WithDefault<number>;
  has_flash_deal: WithDefault<boolean>;
}

/** An offer sold as a gift stay: price for 2 people by nights 1–3. */
export interface SingleVoucherPriceTable {
  offer_id: number;
  nights: number;
  sell_cents: number;
  ref_cents: number;
}

export interface ShippingCostTable {
  locale: string;
  amount_cents: number;
  international_fee_cents: number;
}

/** One box per format: the code suffix tells it (…EBOX digital, …PBOX physical). */
export interface BoxTable {
  code: string;
  family_code: string;
  format: GiftFormat;
  title: Json<Localized>;
  description: Json<Localized>;
  /** Newline separated. */
  included_content: Json<Localized>;
  value_cents: number;
  ref_cents: number;
  sell_cents: number;
  subtheme_ids: WithDefault<number[]>;
  main_image_id: string;
  image_ids: WithDefault<string[]>;
  locales: string[];
  position: WithDefault<number>;
}

export interface BoxOfferTable {
  box_code: string;
  offer_id: number;
  position: WithDefault<number>;
}

export interface GiftCardTable {
  id: string;
  locales: string[];
  title: Json<Localized>;
  description: Json<Localized>;
  amount_choices_cents: number[];
  min_amount_cents: number;
  max_amount_cents: number;
  validity_months: number;
  image_id: string;
}

/** "Category 2 gets a standard default option with price 0": an API rule, not a row. */
export interface SleeveCategoryTable {
  id: number;
  description: string;
  names: Json<Localized>;
  single_selection: boolean;
  position: WithDefault<number>;
}

export interface SleeveTable {
  id: number;
  category_id: number;
  name: Json<Localized>;
  image_id: string;
  price_cents: number;
  /** recommendedByWed: shows a fire marker. */
  recommended: WithDefault<boolean>;
  position: WithDefault<number>;
}

export interface ActivityProductTable {
  id: number;
  slug: string;
  label: Json<Localized>;
  description: Json<Localized>;
  nice_to_know: JsonWithDefault<Localized[]>;
  important_info: Json<Localized>;
  main_activity_center_id: number;
  image_ids: WithDefault<string[]>;
  theme_ids: WithDefault<number[]>;
  tag_ids: WithDefault<number[]>;
  locales: string[];
  published: WithDefault<boolean>;
  popularity: WithDefault<number>;
  page_title: Json<Localized>;
  meta_robots: WithDefault<string>;
}

export interface ActivityProductActivityTable {
  product_id: number;
  activity_id: number;
  position: number;
  is_main: WithDefault<boolean>;
}

/** Prices keyed by group size. */
export interface ActivityPriceTable {
  product_id: number;
  group_size: number;
  sell_cents: number;
  bar_cents: number;
}

export interface ReviewTable {
  id: number;
  hotel_id: number;
  locale: string;
  customer_name: string;
  traveller_type: TravellerType;
  reviewed_on: CalendarDay;
  average: number;
  positive: string | null;
  negative: string | null;
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  price_quality_ratio: number;
}

export interface ContentCta {
  label: string;
  url: string;
  newTab: boolean;
}

export interface ColorPalette {
  background: string;
  font: 'light' | 'dark';
}

export type ContentFlowName = 'booking' | 'gifting' | 'activity';

export type HomepageBlockType =
  | 'boxes' | 'jumbotron' | 'mainSellingPoints' | 'marketingBlock' | 'categories' | 'banner' | 'topSearchResults';

/** "Content block: id, containerId, title, subtitle, colorPalette, cta, links, campaign, category." */
interface StoredBlockBase {
  id: string;
  containerId: string;
  title: string;
  subtitle: string | null;
  campaign: string | null;
  category: string | null;
}

/** A block as stored: images are image ids (the API answers their URLs), gift boxes are codes. */
export type HomepageBlock = StoredBlockBase & (
  | { type: 'jumbotron'; imageId: string; flow: ContentFlowName }
  | { type: 'mainSellingPoints'; variant: 'primary' | 'secondary'; items: Array<{ icon: 'price' | 'calendar' | 'gift' | 'support'; title: string; text: string }> }
  | { type: 'marketingBlock'; colorPalette: ColorPalette; imageId: string; cta: ContentCta | null }
  | { type: 'categories'; items: Array<{ themeId: number; label: string; url: string; imageId: string }> }
  | { type: 'banner'; imageId: string; cta: ContentCta | null }
  | { type: 'topSearchResults'; resultType: 'stays' | 'gifts' | 'activities'; count: number; cta: ContentCta | null }
  | { type: 'boxes'; cta: ContentCta | null; boxCodes: string[] }
);
export type JumbotronBlock = Extract<HomepageBlock, { type: 'jumbotron' }>;

export interface ContentSeo {
  title: string;
  description: string;
  index: boolean;
  follow: boolean;
}

/** "Announcement banner: content, colorVariation, link url, locale, flow." */
export interface StoredAnnouncement {
  content: string;
  colorVariation: string;
  link: { url: string } | null;
  locale: string;
  flow: string;
}

/** "Promo bar: internalCode, campaign, category, flow, links {label, url, newTab, variation}." */
export interface StoredPromoBar {
  internalCode: string;
  campaign: string | null;
  category: string | null;
  flow: string;
  links: Array<ContentCta & { variation: 'active' | 'default' }>;
}

/** The footer's content as stored (the contract's FooterContent). */
export interface StoredFooter {
  contact: { title: string; hours: string; helpHours: string; button: ContentCta; faq: ContentCta; phone: string };
  newsletter: { title: string; text: string };
  paymentMethods: Array<'visa' | 'mastercard' | 'amex' | 'paypal' | 'applepay' | 'googlepay'>;
  securedPayment: string;
  instalments: string | null;
  helpLinks: ContentCta[];
  pressRoom: ContentCta | null;
  workWithUs: ContentCta;
  legalLinks: ContentCta[];
  cookiePreferences: string;
  countrySwitcher: Array<{ locale: Locale; url: string }>;
  legal: string;
  rating: { value: number; outOf: number; count: number; text: string };
}

export interface HomepageTable {
  locale: string;
  /** The hotel flow has no homepage of its own. */
  flow: Exclude<Flow, 'hotel'>;
  seo: Json<ContentSeo>;
  announcement_banner: ColumnType<StoredAnnouncement | null, string | null | undefined, string | null>;
  header: ColumnType<{ title: string } | null, string | null | undefined, string | null>;
  promo_bar: ColumnType<StoredPromoBar | null, string | null | undefined, string | null>;
  /** The hero: the jumbotron with the search box (the blocks follow it). */
  jumbotron: Json<JumbotronBlock>;
  blocks: Json<HomepageBlock[]>;
  footer: Json<StoredFooter>;
}

/** "Promo campaign pages black-friday, spring, valentines, xmas exist per locale." */
export interface LandingPageTable {
  locale: string;
  slug: string;
  seo: Json<ContentSeo>;
  top_bar: ColumnType<{ text: string; cta: ContentCta | null; colorPalette: ColorPalette } | null, string | null | undefined, string | null>;
  jumbotron: Json<JumbotronBlock>;
  blocks: JsonWithDefault<HomepageBlock[]>;
}

export interface AnnouncementBannerTable {
  locale: string;
  page_group: 'homePages' | 'searchPages' | 'productPages';
  flow: string;
  content: string;
  color_variation: string;
  link_url: string | null;
}

/** "Nav link: _id, label, uri, location, variant (highlight), count, children to four levels." */
export interface NavLinkTable {
  id: string;
  locale: string;
  parent_id: string | null;
  depth: number;
  position: number;
  label: string;
  uri: string | null;
  location: string | null;
  variant: 'highlight' | null;
  count: number | null;
}

export interface StaticPageTable {
  locale: string;
  id: string;
  title: string;
  /** One line: the page's meta description. */
  description: WithDefault<string>;
  html: string;
}

export interface MinisiteTable {
  id: number;
  url: string;
  partner_name: string | null;
  locale: string;
  banner_desktop_image_id: string;
  banner_mobile_image_id: string;
  logo_image_id: string | null;
  footer: string | null;
}

export interface TargetedBannerTable {
  locale: string;
  flow: string;
  title: string;
  subtitle: string | null;
  image_id: string;
  image_mobile_id: string;
  image_position: 'center' | 'left' | 'right';
  image_alt: string;
  ctas: JsonWithDefault<ContentCta[]>;
  url: string;
  new_tab: WithDefault<boolean>;
  category: string | null;
  campaign: string | null;
}

/** "Gift block item: title, subtitle, imageS, imageL, boxURL, singleVoucherURL, giftcardURL, activityOnlyURL, campaign, category" (images as ids). */
export interface GiftBlockItem {
  title: string;
  subtitle: string;
  imageS: string;
  imageL: string;
  boxURL: string | null;
  singleVoucherURL: string;
  giftcardURL: string | null;
  activityOnlyURL: string;
  campaign: string | null;
  category: string | null;
}

export interface GiftBlockTable {
  locale: string;
  items: Json<GiftBlockItem[]>;
}

/** The search pages' gift box block: "id, containerId, title, subtitle, colorPalette, cta, boxes" (boxes as codes). */
export interface StoredBoxBlock {
  id: string;
  containerId: string;
  title: string;
  subtitle: string | null;
  colorPalette: ColorPalette;
  cta: ContentCta | null;
  campaign: string | null;
  boxCodes: string[];
}

export interface BoxBlockTable {
  locale: string;
  block: Json<StoredBoxBlock>;
}

export interface WeekendIdeasTable {
  locale: string;
  title: string;
  intro: string;
  sections: Json<Array<{ title: string; cards: Array<{ title: string; url: string; imageId: string }> }>>;
  region_ids: WithDefault<number[]>;
}

export interface PopularDateShortcutTable {
  locale: string;
  position: number;
  kind: 'current_weekend' | 'next_weekend' | 'campaign';
  title: string;
  subtitle: string | null;
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NewsletterSignupTable {
  id: Generated<number>;
  email: string;
  country: string;
  language: string;
  /** `footer` or `modal`: where the address was given; `account`: switched on from the account's profile. */
  source: string | null;
  created_at: Timestamp;
  locale: string;
  /** Double opt-in: PENDING until the confirmation link is opened. */
  status: WithDefault<'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED'>;
  /** The version of the consent text shown when the address was given. */
  consent_version: string;
  /** Names the pending request a confirmation link belongs to: a new one after an unsubscription. */
  confirm_nonce: string;
  requested_at: Timestamp;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  unsubscribed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the last confirmation e-mail was queued (at most one per 10 minutes). */
  confirmation_queued_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

/** A contact case's state: new → in progress → answered → closed. */
export type ContactCaseStateValue = 'NEW' | 'IN_PROGRESS' | 'ANSWERED' | 'CLOSED';

export interface ContactCaseTable {
  id: Generated<number>;
  locale: string;
  booking_id: string | null;
  contact_reason: string;
  request_type: string | null;
  request_subtype: string | null;
  description: string | null;
  email: string;
  name: string;
  phone: string | null;
  /** Every change is in contact_case_transition. */
  state: WithDefault<ContactCaseStateValue>;
  /** The order the case names, when its booking number and e-mail address are the order's. */
  order_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ContactCaseTransitionTable {
  id: Generated<number>;
  case_id: number;
  from_state: ContactCaseStateValue | null;
  to_state: ContactCaseStateValue;
  event: string;
  cause: string;
  at: Timestamp;
}

/** A solved human-check challenge, kept until it expires: each opens one contact case only. */
export interface HumanCheckUseTable {
  signature: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/**
 * A wishlist item of an account in one market, with the snapshot the visitor saved (label,
 * headwords, picture, link, hotel): the list renders as it was saved (migration 0023).
 */
export interface WishlistItemTable {
  id: Generated<number>;
  account_id: string;
  locale: Locale;
  kind: 'STAY' | 'ACTIVITY';
  item_id: number;
  label: string;
  headwords: JsonWithDefault<string[]>;
  image_url: string | null;
  uri: string;
  hotel: string | null;
  created_at: Timestamp;
}

export interface CustomerOrderTable {
  id: string;
  booking_number: string;
  locale: string;
  status: OrderStatus;
  buyer: Json<Record<string, unknown>>;
  currency: WithDefault<string>;
  total_cents: number;
  insurance_cents: WithDefault<number>;
  pay_later_fee_cents: WithDefault<number>;
  local_tax_at_hotel_cents: WithDefault<number>;
  paid_cents: WithDefault<number>;
  has_insurance: WithDefault<boolean>;
  payment_method: OrderPaymentMethod;
  payment_provider: string | null;
  payment_ref: string | null;
  instalments: JsonWithDefault<Array<{ date: string; amountCents: number; status: 'PAID' | 'SCHEDULED' }>>;
  cancellation_policy: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  ga_id: string | null;
  /**
   * A gift order's details: { personalisation: { fromName, message }, recipient: { kind:
   * 'beneficiary', name, email } | { kind: 'buyer' }, deliveryAddress?, sendDate? }.
   */
  gift: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Shipping of a physical gift, part of total_cents. */
  shipping_cents: WithDefault<number>;
  /** What gift cards pay of total_cents (the provider is charged the rest). */
  gift_card_cents: WithDefault<number>;
  hold_expires_at: Timestamp;
  /** The account the order belongs to, once its buyer signed in with the order's verified address. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What a cancellation gave back (gift cards and card), in cents. */
  refunded_cents: WithDefault<number>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: string;
  position: number;
  kind: OrderItemKind;
  offer_id: number | null;
  box_code: string | null;
  gift_card_id: string | null;
  activity_product_id: number | null;
  checkin: ColumnType<string | null, string | null | undefined, string | null>;
  checkout: ColumnType<string | null, string | null | undefined, string | null>;
  adults: number | null;
  children: number | null;
  babies: number | null;
  /** Rooms held (or sold) on each night of [checkin, checkout). */
  rooms: WithDefault<number>;
  group_size: number | null;
  is_gift: WithDefault<boolean>;
  gift_format: GiftFormat | null;
  gift_nights: number | null;
  sleeve_ids: WithDefault<number[]>;
  activity_dates: JsonWithDefault<Array<{ activityId: number; date: string }>>;
  amount_cents: number;
  /** What the buyer saw, in the order's language (labels, activity titles): an order outlives catalog edits. */
  details: JsonWithDefault<Record<string, unknown>>;
}

/** Each state change of an order, with its time and cause. */
export interface OrderTransitionTable {
  id: Generated<number>;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  event: string;
  cause: string;
  at: Timestamp;
}

/** `Idempotency-Key` of order creation: the same key and body answer the same response for 24 h. */
export interface IdempotencyKeyTable {
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  order_id: string | null;
  created_at: Timestamp;
}

/** Provider events already applied: a replayed webhook is recognised by its id. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  order_id: string | null;
  type: string;
  received_at: Timestamp;
}

/** The sandbox payment provider's own record of a payment (its "PaymentIntent"). */
export interface PspSandboxPaymentTable {
  id: string;
  client_secret: string;
  reference: string;
  amount_cents: number;
  currency: string;
  method: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'refunded';
  card_last4: string | null;
  return_url: string;
  refunded_cents: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** E-mails to send, written in the transaction that makes them due; a worker sends them. */
export interface OutboxMessageTable {
  id: Generated<number>;
  kind: string;
  order_id: string | null;
  /** What a message without an order is about (a newsletter e-mail: the signup's id). */
  ref: ColumnType<string | null, string | null | undefined, string | null>;
  status: WithDefault<'PENDING' | 'SENT' | 'DEAD'>;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  message_id: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/**
 * A voucher a paid gift created: its code (unique; unguessable, with a check symbol), what it
 * gives, its value and (gift cards) balance, validity and state.
 */
export interface VoucherTable {
  id: string;
  code: string;
  order_id: string;
  order_item_id: number;
  kind: VoucherKind;
  locale: string;
  offer_id: number | null;
  nights: number | null;
  box_code: string | null;
  gift_card_id: string | null;
  activity_product_id: number | null;
  group_size: number | null;
  value_cents: number;
  balance_cents: number;
  issued_on: ColumnType<string, string, string>;
  valid_until: ColumnType<string, string, string>;
  state: WithDefault<VoucherState>;
  /** The stay (or activity) order the voucher was redeemed for. */
  redeemed_order_id: string | null;
  redeemed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A gift card paying part of an order: reserved at creation, captured when paid, released or refunded. */
export interface GiftCardPaymentTable {
  id: Generated<number>;
  order_id: string;
  voucher_id: string;
  amount_cents: number;
  status: WithDefault<'RESERVED' | 'CAPTURED' | 'RELEASED' | 'REFUNDED'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The parcel of a physical gift; staff move it from to ship to shipped to delivered. */
export interface ShipmentTable {
  id: Generated<number>;
  order_id: string;
  address: Json<{ name: string; addressLine: string; postalCode: string; city: string; country: string }>;
  state: WithDefault<ShipmentState>;
  expected_by: ColumnType<string, string, string>;
  shipped_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Login attempts per key and window, shared by every API instance: the beneficiary login's per
 * client (against code guessing), the account sign-in's per account and per client. The key is a
 * digest of the scope and the client or account, never the address itself.
 */
export interface LoginAttemptTable {
  client_key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  attempts: WithDefault<number>;
}

/** Accounts (customers and staff), as the authentication library keeps them (decision 0030). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: WithDefault<boolean>;
  image: string | null;
  role: WithDefault<AccountRole>;
  locale: string | null;
  phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthAccountTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  refresh_token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  scope: string | null;
  /** The password's scrypt hash (memory-hard), for the e-mail and password sign-in. */
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthRateLimitTable {
  id: string;
  key: string;
  count: number;
  /** Milliseconds since the epoch. */
  last_request: ColumnType<number, number | bigint, number | bigint>;
}

export type AuthMailKind = 'verify_email' | 'sign_in_link' | 'reset_password' | 'change_email';

/** An account e-mail waiting in the outbox; its link is erased once sent. */
export interface AuthMailTable {
  id: Generated<number>;
  kind: AuthMailKind;
  email: string;
  locale: string;
  url: string | null;
  created_at: Timestamp;
}

/** The last invoice number of each market. */
export interface InvoiceSequenceTable {
  locale: string;
  last_number: number;
}

/** The customer an invoice (and its credit note) was issued to: the order's buyer then, kept as printed. */
export interface InvoiceCustomer {
  firstName: string;
  lastName: string;
  email: string;
  addressLine: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** A paid order's invoice: its number in its market's sequence, its printed reference and customer. */
export interface InvoiceTable {
  id: Generated<number>;
  order_id: string;
  locale: string;
  number: number;
  reference: string;
  customer: Json<InvoiceCustomer>;
  issued_at: Timestamp;
}

/** The last credit note number of each market (a sequence apart from the invoices'). */
export interface CreditNoteSequenceTable {
  locale: string;
  last_number: number;
}

/** A refund after the invoice: the credit note that corrects it, for the amount refunded (migration 0025). */
export interface CreditNoteTable {
  id: Generated<number>;
  order_id: string;
  invoice_id: number;
  locale: string;
  number: number;
  reference: string;
  amount_cents: number;
  customer: Json<InvoiceCustomer>;
  issued_at: Timestamp;
}

/** Every customer care action: who, when, what, on which order, case or account. */
export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_user_id: string | null;
  staff_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  detail: JsonWithDefault<Record<string, unknown>>;
  client_address: string | null;
  at: Timestamp;
}

/** The insurer's premium per market and basket band. */
export interface InsurancePremiumTable {
  locale: string;
  min_amount_cents: number;
  max_amount_cents: number;
  basis_points: number;
  min_premium_cents: number;
}

/** One row once the demo catalog is seeded: what, from which seed, anchored on which day. */
export interface CatalogSeedTable {
  id: WithDefault<number>;
  scale: string;
  seed: number;
  anchor_date: CalendarDay;
  seeded_at: Timestamp;
  duration_ms: number;
}

/** Bumped by statement triggers on catalog tables (migration 0008): the search cache key. */
export interface CatalogVersionTable {
  id: WithDefault<number>;
  version: WithDefault<number>;
  changed_at: Timestamp;
}

/** Bumped by statement triggers on the content tables (migration 0019): the content cache key. */
export interface ContentVersionTable {
  id: WithDefault<number>;
  epoch: WithDefault<string>;
  version: WithDefault<string>;
  changed_at: Timestamp;
}

/** One cookie consent choice of a browser (migration 0020): anonymous, under the consent id of its cookie. */
export interface ConsentRecordTable {
  id: Generated<number>;
  consent_id: string;
  analytics: boolean;
  referral: boolean;
  /** The consent text version the visitor answered. */
  version: number;
  recorded_at: Timestamp;
}

export interface Database {
  image: ImageTable;
  destination: DestinationTable;
  destination_name: DestinationNameTable;
  theme: ThemeTable;
  activity_tag_group: ActivityTagGroupTable;
  activity_tag: ActivityTagTable;
  hotel: HotelTable;
  hotel_attribute: HotelAttributeTable;
  hotel_destination: HotelDestinationTable;
  hotel_image: HotelImageTable;
  room: RoomTable;
  room_image: RoomImageTable;
  activity_center: ActivityCenterTable;
  activity: ActivityTable;
  activity_date: ActivityDateTable;
  offer: OfferTable;
  offer_upsell: OfferUpsellTable;
  program_line: ProgramLineTable;
  offer_night: OfferNightTable;
  offer_summary: OfferSummaryTable;
  single_voucher_price: SingleVoucherPriceTable;
  shipping_cost: ShippingCostTable;
  box: BoxTable;
  box_offer: BoxOfferTable;
  gift_card: GiftCardTable;
  sleeve_category: SleeveCategoryTable;
  sleeve: SleeveTable;
  activity_product: ActivityProductTable;
  activity_product_activity: ActivityProductActivityTable;
  activity_price: ActivityPriceTable;
  review: ReviewTable;
  homepage: HomepageTable;
  announcement_banner: AnnouncementBannerTable;
  nav_link: NavLinkTable;
  static_page: StaticPageTable;
  minisite: MinisiteTable;
  targeted_banner: TargetedBannerTable;
  gift_block: GiftBlockTable;
  box_block: BoxBlockTable;
  weekend_ideas: WeekendIdeasTable;
  popular_date_shortcut: PopularDateShortcutTable;
  newsletter_signup: NewsletterSignupTable;
  consent_record: ConsentRecordTable;
  contact_case: ContactCaseTable;
  contact_case_transition: ContactCaseTransitionTable;
  human_check_use: HumanCheckUseTable;
  wishlist_item: WishlistItemTable;
  customer_order: CustomerOrderTable;
  order_item: OrderItemTable;
  order_transition: OrderTransitionTable;
  idempotency_key: IdempotencyKeyTable;
  payment_event: PaymentEventTable;
  psp_sandbox_payment: PspSandboxPaymentTable;
  outbox_message: OutboxMessageTable;
  insurance_premium: InsurancePremiumTable;
  voucher: VoucherTable;
  gift_card_payment: GiftCardPaymentTable;
  shipment: ShipmentTable;
  login_attempt: LoginAttemptTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
  auth_verification: AuthVerificationTable;
  auth_rate_limit: AuthRateLimitTable;
  auth_mail: AuthMailTable;
  staff_audit_log: StaffAuditLogTable;
  invoice_sequence: InvoiceSequenceTable;
  invoice: InvoiceTable;
  credit_note_sequence: CreditNoteSequenceTable;
  credit_note: CreditNoteTable;
  catalog_seed: CatalogSeedTable;
  catalog_version: CatalogVersionTable;
  landing_page: LandingPageTable;
  content_version: ContentVersionTable;
}

export type HotelRow = Selectable<HotelTable>;
