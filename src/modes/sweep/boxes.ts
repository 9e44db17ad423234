import { BOX_BADGES, type Box, GOLD_COINS, SWEEP_COINS } from '../../contract/sweepstake';
import { isRightToLeft } from '../../i18n/locale';
import type { Translate } from '../../ui/context';
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

/**
 * An amount of coins with its code ("20,000 GC"), kept whole: on one line, and inside right-to-left text (one
 * left-to-right isolate), so that the code never joins the wrong number.
 */
export const coinsWithCode = (locale: string, amount: number, code: string): string => {
  // A no-break space: a line never ends between the number and its code.
  const text = `${formatCoins(locale, amount)}\u00a0${code}`;
  return isRightToLeft(locale) ? `\u2066${text}\u2069` : text;
};

/** A box's label, "{gc} + {sc} for free" in the player's language (spec §9: '{gc} GC + {sc} SC for free'). */
export const boxLabel = (t: Translate, locale: string, box: Pick<Box, 'currenciesList'>): string => {
  const { gc, sc } = boxCoins(box);
  return t('sweep.box.coins', { gc: coinsWithCode(locale, gc, GOLD_COINS), sc: coinsWithCode(locale, sc, SWEEP_COINS) });
};

/** Spec §2 sweepstake mode: a box is paid with a coin, so the methods that can pay are the crypto ones (and the groups that hold them). */
export function payingEntries(entries: readonly ListEntry[]): ListEntry[] {
  const isCoin = (method: PaymentMethod) => method.category === 'crypto' && !!method.currency;
  return entries.flatMap((entry): ListEntry[] => {
    if (entry.kind === 'method') return isCoin(entry.method) ? [entry] : [];
    const coins = entry.group.paymentMethods.filter(isCoin);
    return coins.length ? [{ kind: 'group', group: { ...entry.group, paymentMethods: coins } as PaymentGroup }] : [];
  });
}
