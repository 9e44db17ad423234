/** The offer that gives the most crypto for the amount (the first of equals): chosen at first, and marked best. */
export function bestOffer(offers: readonly { method: string; amount: number }[]): string | undefined {
  return offers.reduce<{ method: string; amount: number } | undefined>((best, offer) => (!best || offer.amount > best.amount ? offer : best), undefined)?.method;
}
