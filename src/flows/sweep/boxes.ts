import { BOX_BADGES, type Box } from '../../contract/sweepstake';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import type { ListEntry } from '../../state/methodList';

export type BoxBadge = (typeof BOX_BADGES)[number];

/** A box's badge when it is one the shop knows (DESIGN §2); another is no badge. */
export const boxBadge = (box: Pick<Box, 'badge'>): BoxBadge | null =>
  (BOX_BADGES as readonly string[]).includes(box.badge ?? '') ? (box.badge as BoxBadge) : null;

/** Spec §3: the gold coins a box holds (`free`) and the sweep coins it gives as a free bonus (`main`). */
export const boxCoins = (box: Pick<Box, 'currenciesList'>): { gc: number; sc: number } => ({
  gc: box.currenciesList.free.amount,
  sc: box.currenciesList.main.amount,
});

/** Coins as the player's language writes numbers: whole where they are whole, else to the cent (spec: GC and SC as whole numbers or the currency's precision). */
export const formatCoins = (locale: string, amount: number): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);

/** Spec §2 sweepstake mode: a box is paid with a coin, so the methods that can pay are the crypto ones (and the groups that hold them). */
export function payingEntries(entries: readonly ListEntry[]): ListEntry[] {
  const isCoin = (method: PaymentMethod) => method.category === 'crypto' && !!method.currency;
  return entries.flatMap((entry): ListEntry[] => {
    if (entry.kind === 'method') return isCoin(entry.method) ? [entry] : [];
    const coins = entry.group.paymentMethods.filter(isCoin);
    return coins.length ? [{ kind: 'group', group: { ...entry.group, paymentMethods: coins } as PaymentGroup }] : [];
  });
}
