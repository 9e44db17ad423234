import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { formatAmount } from '../../i18n/formatAmount';
import { MethodButton } from '../../screens/deposit/MethodEntry';
import { chooseMethod } from '../../state/actions/depositList';
import { lookAheadFromPress } from '../../state/actions/lookAhead';
import { lastDepositOf } from '../../state/keptList';
import type { LastDeposit } from '../../state/lastDeposit';
import { type ListEntry, listEntries } from '../../state/methodList';
import { pageSheet } from '../../styles/pageStyles';
import { useCashier, useLocale, useT } from '../../ui/context';
import { useAdoptedSheet } from '../../ui/styleRoot';
import { openAgain } from './openAgain';

/** Where the list has the method of the player's last deposit: as an entry of its own, or in a group. */
export interface LastUsedPlace {
  method: PaymentMethod;
  group?: PaymentGroup;
}

/** The method of `last` in the list's entries, if the list still has it (a method that went away is offered no more). */
export function lastUsedIn(entries: readonly ListEntry[], last: Pick<LastDeposit, 'method'>): LastUsedPlace | null {
  for (const entry of entries) {
    if (entry.kind === 'method' && entry.method.name === last.method) return { method: entry.method };
    const method = entry.kind === 'group' ? entry.group.paymentMethods.find((m) => m.name === last.method) : undefined;
    if (method && entry.kind === 'group') return { method, group: entry.group };
  }
  return null;
}

/**
 * Above a returning player's list: the method of their last deposit in this browser,
 * marked as such, with "Deposit again" in the list's currency, which opens it with that amount
 * (nothing is sent until they press Deposit there). Nothing when none is kept, when it was in
 * another currency, or when the list no longer has the method.
 */
export function DepositAgain() {
  const cashier = useCashier();
  const { methods, currency } = useSnapshot(cashier.store);
  const [last] = useState(() => lastDepositOf(cashier));
  const place = useMemo(
    () => (last && last.currency === currency ? lastUsedIn(listEntries(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[]), last) : null),
    [last, currency, methods.groups, methods.methods],
  );
  return last && place ? <LastUsedOffer last={last} place={place} /> : null;
}

/** The last used method, marked, and Deposit again at its amount. */
function LastUsedOffer({ last, place }: { last: LastDeposit; place: LastUsedPlace }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  useAdoptedSheet(pageSheet());
  const { method, group } = place;
  const entry: ListEntry = { kind: 'method', method };
  const prepare = () => lookAheadFromPress(cashier, entry, group !== undefined);
  return (
    <section className="last-used" aria-label={t('deposit.lastUsed')}>
      <MethodButton method={method} mark={t('deposit.lastUsed')} onChoose={() => chooseMethod(cashier, method, group)} onPress={prepare} t={t} locale={locale} />
      <button type="button" className="button button--secondary" onPointerDown={prepare} onClick={() => openAgain(cashier, method, group, last.amount)}>
        {t('deposit.again', { amount: formatAmount(locale, last.amount, last.currency) })}
      </button>
    </section>
  );
}
