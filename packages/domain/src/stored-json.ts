// Only zod's types: each caller brings its own (zod/mini) schema.
import type * as z from 'zod/mini';

/** A value kept as JSON text in browser storage, as its schema reads it; undefined when none is stored or it does not read. */
export function parseStoredValue<T>(raw: string | null | undefined, schema: z.ZodMiniType<T>): T | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A list kept as JSON text in browser storage, as its items' schema reads it: text that is not
 * JSON, or not a list, is an empty list; an item the schema rejects is dropped; of the items that
 * `isSame` matches, the first is kept.
 */
export function parseStoredList<T>(raw: string | null | undefined, itemSchema: z.ZodMiniType<T>, isSame?: (a: T, b: T) => boolean): T[] {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: T[] = [];
  for (const candidate of data) {
    const parsed = itemSchema.safeParse(candidate);
    if (parsed.success && !(isSame && items.some((item) => isSame(item, parsed.data)))) items.push(parsed.data);
  }
  return items;
}
