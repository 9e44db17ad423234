/** How the lists kept between visits are named (listCache.ts): this prefix, then a hash. */
export const LIST_CACHE_PREFIX = 'payment-cashier:list:';

/** Whether this browser keeps any list at all: a first visit keeps none, and has nothing to read. */
export function keepsLists(storage: Storage | null): boolean {
  try {
    for (let index = 0; index < (storage?.length ?? 0); index += 1) if (storage!.key(index)?.startsWith(LIST_CACHE_PREFIX)) return true;
  } catch {
    // A storage the browser refuses keeps nothing.
  }
  return false;
}
