/**
 * The in-memory search index (docs/decisions/0009): what the SQL engine reads per search —
 * offers, their hotel, room capacity, "from" summary, single vouchers, destination membership and
 * the bookable nights — held in the API process. Nights live in typed arrays, one row of `span`
 * days per offer (a "slot"), so a stay check is a handful of array reads.
 */

/** Days are whole days since 1970-01-01 (a `yyyy-MM-dd` calendar day read as UTC: no time zone). */
export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

/** The whole-day SQL expression matching `dayNumber` for a date column. */
export const DAY_NUMBER_SQL = (column: string) => `(${column} - date '1970-01-01')`;

export interface IndexedVoucher {
  nights: number;
  sell: number;
  ref: number;
}

export interface IndexedOffer {
  id: number;
  hotelId: number;
  /** Row of the night grid. */
  slot: number;
  published: boolean;
  locales: readonly string[];
  /** Day number, null = never expires. */
  expiration: number | null;
  themeIds: readonly number[];
  tagIds: readonly number[];
  popularity: number;
  nights: number;
  singleAdultPercent: number;
  extraAdultPercent: number;
  childPercent: number;
  babyCents: number;
  isSingleVoucherSellable: boolean;
  maxCapacity: number;
  /** offer_summary: null when the offer has no summary row or no bookable night. */
  fromSell: number | null;
  fromRef: number | null;
  lastBookable: number | null;
  /** Sorted by nights. */
  vouchers: readonly IndexedVoucher[];
}

export interface IndexedHotel {
  id: number;
  active: boolean;
  stars: number | null;
  reviewScore: number | null;
  latitude: number;
  longitude: number;
  facilities: readonly string[];
  styles: readonly string[];
  types: readonly string[];
  environments: readonly string[];
  petsAllowed: boolean;
  /** destination id → distance_km (a PostgreSQL real, widened like `distance_km::float8`). */
  destinations: Map<number, number>;
  offers: IndexedOffer[];
}

/**
 * Bookable nights of every offer × day. A night without a row or without rooms left is stored
 * with `rooms` 0: the SQL engine ignores both alike (`rooms_left > 0`).
 */
export class NightGrid {
  readonly sell: Int32Array;
  readonly ref: Int32Array;
  readonly rooms: Int16Array;
  /** min_stay, capped at 255 (a stay is at most 20 nights). */
  readonly minStay: Uint8Array;
  /** Index into `masks` of the night's allowed night counts. */
  readonly allowed: Uint16Array;
  /** Bit n set = n nights allowed; -1 = any (allowed_nights null). */
  readonly masks: number[] = [-1];
  private readonly maskIndex = new Map<string, number>([['*', 0]]);
  private nextSlot = 0;
  private readonly freeSlots: number[] = [];

  constructor(
    /** Day number of the first column. */
    readonly baseDay: number,
    /** Days per slot. */
    readonly span: number,
    /** Slots allocated. */
    readonly capacity: number,
  ) {
    const size = span * capacity;
    this.sell = new Int32Array(size);
    this.ref = new Int32Array(size);
    this.rooms = new Int16Array(size);
    this.minStay = new Uint8Array(size);
    this.allowed = new Uint16Array(size);
  }

  get bytes(): number {
    return this.sell.byteLength + this.ref.byteLength + this.rooms.byteLength + this.minStay.byteLength + this.allowed.byteLength;
  }

  /** A free slot, or undefined when the grid is full (the index is then rebuilt bigger). */
  allocate(): number | undefined {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    return this.nextSlot < this.capacity ? this.nextSlot++ : undefined;
  }

  release(slot: number): void {
    this.clear(slot);
    this.freeSlots.push(slot);
  }

  clear(slot: number): void {
    const start = slot * this.span;
    this.rooms.fill(0, start, start + this.span);
  }

  /** The allowed-nights palette entry of a PostgreSQL smallint[] text (`{2,3}`), or null → any. */
  maskOf(allowedText: string | null): number | undefined {
    const key = allowedText ?? '*';
    let index = this.maskIndex.get(key);
    if (index === undefined) {
      if (this.masks.length >= 0xffff) return undefined;
      let mask = 0;
      for (const part of key.replace(/[{}]/g, '').split(',')) {
        const n = Number(part);
        // Counts above 30 cannot be asked (SEARCH_NIGHTS_MAX is 20): they need no bit.
        if (part !== '' && Number.isInteger(n) && n >= 0 && n <= 30) mask |= 1 << n;
      }
      index = this.masks.length;
      this.masks.push(mask);
      this.maskIndex.set(key, index);
    }
    return index;
  }

  /** Writes one offer's nights; false when a night lies outside the grid's days. */
  fill(slot: number, nights: NightArrays): boolean {
    this.clear(slot);
    const start = slot * this.span;
    for (let i = 0; i < nights.days.length; i += 1) {
      const column = nights.days[i]! - this.baseDay;
      if (column < 0 || column >= this.span) return false;
      const mask = this.maskOf(nights.allowed[i] ?? null);
      if (mask === undefined) return false;
      const at = start + column;
      this.sell[at] = nights.sell[i]!;
      this.ref[at] = nights.ref[i]!;
      this.rooms[at] = Math.min(nights.rooms[i]!, 0x7fff);
      this.minStay[at] = Math.min(nights.minStay[i]!, 255);
      this.allowed[at] = mask;
    }
    return true;
  }

  isAllowed(at: number, nights: number): boolean {
    const mask = this.masks[this.allowed[at]!]!;
    return mask === -1 || ((mask >>> nights) & 1) === 1;
  }
}

/** One offer's bookable nights (rooms_left > 0) as parallel arrays. */
export interface NightArrays {
  days: number[];
  sell: number[];
  ref: number[];
  rooms: number[];
  minStay: number[];
  allowed: Array<string | null>;
}

export interface IndexData {
  hotels: Map<number, IndexedHotel>;
  offers: Map<number, IndexedOffer>;
  /** destination id → ids of its hotels (hotel_destination). */
  members: Map<number, Set<number>>;
  grid: NightGrid;
  /** The hotels sorted by latitude, for searches around a point: made on first use, dropped when hotels change. */
  byLatitude?: HotelsByLatitude | undefined;
}

export interface HotelsByLatitude {
  hotels: IndexedHotel[];
  latitudes: Float64Array;
}

export function hotelsByLatitude(data: IndexData): HotelsByLatitude {
  if (!data.byLatitude) {
    const hotels = [...data.hotels.values()].sort((a, b) => a.latitude - b.latitude);
    data.byLatitude = { hotels, latitudes: Float64Array.from(hotels, (hotel) => hotel.latitude) };
  }
  return data.byLatitude;
}

/** The hotels whose latitude lies in [minLat, maxLat] (two binary searches). */
export function hotelsInLatitudes(data: IndexData, minLat: number, maxLat: number): IndexedHotel[] {
  const { hotels, latitudes } = hotelsByLatitude(data);
  const lowerBound = (value: number) => {
    let low = 0;
    let high = latitudes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (latitudes[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  let to = lowerBound(maxLat);
  while (to < latitudes.length && latitudes[to] === maxLat) to += 1;
  return hotels.slice(lowerBound(minLat), to);
}

export function addMembership(data: IndexData, hotel: IndexedHotel): void {
  data.byLatitude = undefined;
  for (const destinationId of hotel.destinations.keys()) {
    let set = data.members.get(destinationId);
    if (!set) data.members.set(destinationId, (set = new Set()));
    set.add(hotel.id);
  }
}

export function removeMembership(data: IndexData, hotel: IndexedHotel): void {
  data.byLatitude = undefined;
  for (const destinationId of hotel.destinations.keys()) data.members.get(destinationId)?.delete(hotel.id);
}
