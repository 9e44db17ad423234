import type { ComponentType } from 'react';
import type { PaymentGroup } from '../../contract/methods';
import { chooseGroup, chooseMethod } from '../../state/actions/depositList';
import { lookAheadFromPress } from '../../state/actions/lookAhead';
import type { ListEntry } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { GroupButton, MethodButton } from './MethodEntry';

interface MethodEntriesProps {
  entries: readonly ListEntry[];
  label: string;
  /** How many entries each group's page shows, once known (the flow table, after the first render). */
  countOf?: (group: PaymentGroup) => number;
  GroupExtra?: ComponentType<{ group: PaymentGroup }>;
}

/** The list's groups and methods, each opening its page (loaded from the press on): the deposit and the withdrawal lists. */
export function MethodEntries({ entries, label, countOf, GroupExtra }: MethodEntriesProps) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="entries" aria-label={label} data-ready="true">
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.kind === 'group' ? entry.group.name : entry.method.name}`}>
          {entry.kind === 'group' ? (
            <GroupButton
              group={entry.group}
              onChoose={() => chooseGroup(cashier, entry.group)}
              onPress={() => lookAheadFromPress(cashier, entry)}
              t={t}
              locale={locale}
              count={countOf?.(entry.group)}
              extra={GroupExtra ? <GroupExtra group={entry.group} /> : null}
            />
          ) : (
            <MethodButton method={entry.method} onChoose={() => chooseMethod(cashier, entry.method)} onPress={() => lookAheadFromPress(cashier, entry)} t={t} locale={locale} />
          )}
        </li>
      ))}
    </ul>
  );
}
