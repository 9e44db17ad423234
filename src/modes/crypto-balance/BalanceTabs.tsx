import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import type { Cashier } from '../../state/cashier';
import { BALANCE_SLICE, type BalanceTab } from './balanceState';
import { useCashier, useT } from '../../ui/context';
import { Balance } from './Balance';
import { BALANCE_TABS } from './places';
import { useOwnSlice } from '../../ui/useOwnSlice';

/** The cashiers whose player just chose a tab here: the tab keeps the focus on the page it opens. */
const choosing = new WeakSet<Cashier>();

const PANEL_ID = 'balance-panel';
const tabId = (tab: BalanceTab) => `balance-tab-${tab}`;

/**
 * Spec §1 "fiat/crypto tabs": the Crypto and Fiat tabs above the page (WAI-ARIA tabs: arrow keys,
 * Home and End move between them and choose at once), the player's balance, and the page, header
 * and all, as the chosen tab's panel. Each tab keeps its own place (`choose`: tabActions.moveToTab).
 */
export function BalanceTabs({ children, choose }: { children: ReactNode; choose(cashier: Cashier, tab: BalanceTab): void }) {
  const cashier = useCashier();
  const t = useT();
  const selected = useOwnSlice(BALANCE_SLICE)?.tab ?? 'crypto';
  const chosen = useRef<HTMLButtonElement>(null);

  // After the page has moved the focus to its content (Page's effect runs first): the player's keys stay on the tabs.
  useEffect(() => {
    if (choosing.delete(cashier)) chosen.current?.focus();
  }, [cashier, selected]);

  const pick = (tab: BalanceTab) => {
    if (tab === selected) return;
    choosing.add(cashier);
    choose(cashier, tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = BALANCE_TABS.indexOf(selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: BALANCE_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    pick(BALANCE_TABS[(next + BALANCE_TABS.length) % BALANCE_TABS.length]!);
  };

  return (
    <>
      <div className="balance-tabs" role="tablist" aria-label={t('cryptoBalance.tabs')} onKeyDown={onKeyDown}>
        {BALANCE_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="balance-tabs__tab"
            part="tab"
            aria-selected={tab === selected}
            aria-controls={PANEL_ID}
            tabIndex={tab === selected ? 0 : -1}
            ref={tab === selected ? chosen : undefined}
            onClick={() => pick(tab)}
          >
            {t(`cryptoBalance.${tab}`)}
          </button>
        ))}
      </div>
      <Balance />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
