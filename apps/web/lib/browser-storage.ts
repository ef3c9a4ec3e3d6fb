/**
 * The browser's storage, for what a visitor's browser keeps (wishlist, last searches, recently
 * viewed, gift messages). Storage may be missing (the server, a browser that refuses it) or throw
 * (private mode, a full quota): a read then finds nothing and a write only loses what it wrote.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';
export type ReadableStorage = Pick<Storage, 'getItem'>;
/** A stored list is read, changed and written back. */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's storage area, when the page may use it. */
export function browserStorage(area: StorageArea = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[area];
  } catch {
    return undefined;
  }
}

/** The text kept under `key`; null when there is none or the storage cannot be read. */
export function readStored(storage: ReadableStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key`. */
export function writeStored(storage: Pick<Storage, 'setItem'> | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses this value.
  }
}

export function removeStored(storage: Pick<Storage, 'removeItem'> | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // A refused storage keeps nothing to remove.
  }
}
