/**
 * The sandbox's memory stays bounded whatever it is sent (DESIGN §4): a collection past its most
 * drops its oldest entries (Sets and Maps keep insertion order). The limits are far above what a
 * demo or the test suite holds at once.
 */
export function keepAtMost(collection: Set<unknown> | Map<unknown, unknown>, most: number): void {
  for (const key of collection.keys()) {
    if (collection.size <= most) return;
    collection.delete(key);
  }
}

/** Tokens, lots and slider results handed out and not used yet. */
export const MAX_CAPTCHA_ENTRIES = 10_000;
/** Deposits and withdrawals kept, and players with accounts. */
export const MAX_RECORDS = 50_000;
