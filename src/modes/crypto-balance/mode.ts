import { createElement, type ReactNode } from 'react';
import { ERROR_ROUTE } from '../../screens/firstRoutes';
import { loadDepositList } from '../../state/actions/depositList';
import type { Cashier } from '../../state/cashier';
import { readSlice } from '../../state/ownSlice';
import { BALANCE_SLICE, type BalanceTab } from './balanceState';
import type { FlowTable } from '../../flows/contract/flowTable';
import type { Mode } from '../../flows/contract/mode';
import { MAIN_DEPOSIT_MODE } from '../main/depositMode';
import { WITHDRAWAL_LIST_ROUTE } from '../../flows/withdrawal';
import { MAIN_WITHDRAWAL_MODE } from '../main/withdrawalMode';
import { listFirstMode } from '../listFirstMode';
import { BalanceTabs } from './BalanceTabs';
import { CRYPTO_TAB_ROUTE } from './cryptoTabRoute';
import { addressOf, placeOf } from './places';
import { balanceRoute, inCryptoBalance } from './routes';
import { moveToTab, openPlace } from './tabActions';

type Transaction = Mode['transaction'];

/** The tabs of every tabbed page: choosing one enters that tab's mode in the same transaction. */
const Tabs = (props: { children: ReactNode }) =>
  createElement(BalanceTabs, { ...props, choose: (cashier: Cashier, tab: BalanceTab) => moveToTab(cashier, tab, BALANCE_MODES[cashier.mode().transaction][tab]) });

/** A tree's table as the mode shows it (its routes the same objects each time: balanceRoute keeps them). */
const withTabs = (table: FlowTable): FlowTable => inCryptoBalance(table, Tabs);

/** What every mode of the crypto-balance cashier shares: where its pages are (under /cryptobalance, by tab). */
const balance = {
  id: 'crypto-balance',
  open: (cashier: Cashier, path: string) => openPlace(cashier, placeOf(path)),
  address: (cashier: Cashier) =>
    addressOf({ transaction: cashier.mode().transaction, tab: readSlice(cashier.store, BALANCE_SLICE)?.tab ?? 'crypto', path: cashier.nav.current() }),
  wallet: (cashier: Cashier) => readSlice(cashier.store, BALANCE_SLICE)?.tab,
};

const withdrawal: Mode<Cashier> = {
  ...MAIN_WITHDRAWAL_MODE,
  ...balance,
  firstRoutes: [balanceRoute(WITHDRAWAL_LIST_ROUTE, Tabs), ERROR_ROUTE],
  loadTable: () => import('../main/withdrawalTable').then((table) => withTabs(table.WITHDRAWAL_TABLE)),
};

/**
 * The crypto-balance cashier (spec §1, §2 "Crypto-balance tree"; DESIGN §2 "Modes"): a mode for
 * each transaction and tab. The crypto deposit tab lists the coins of `methods-payment-v5` asked in
 * a coin; the fiat tab is the main deposit tree; the withdrawal tabs are the withdrawal tree in the
 * tab's currency. Switching tabs enters the sibling mode (tabActions.moveToTab).
 */
export const BALANCE_MODES: Record<Transaction, Record<BalanceTab, Mode<Cashier>>> = {
  deposit: {
    crypto: listFirstMode({
      ...balance,
      transaction: 'deposit',
      listPath: CRYPTO_TAB_ROUTE.path,
      loadList: loadDepositList,
      firstRoutes: [balanceRoute(CRYPTO_TAB_ROUTE, Tabs), ERROR_ROUTE],
      loadTable: () => import('./cryptoTable').then((table) => withTabs(table.CRYPTO_DEPOSIT_TABLE)),
    }),
    fiat: {
      ...MAIN_DEPOSIT_MODE,
      ...balance,
      firstRoutes: [balanceRoute(MAIN_DEPOSIT_MODE.firstRoutes[0]!, Tabs), ERROR_ROUTE],
      loadTable: () => import('../main/depositRegistry').then((registry) => withTabs(registry.MAIN_DEPOSIT_TABLE)),
    },
  },
  // Both withdrawal tabs are the withdrawal tree; each keeps its own place all the same (tabActions).
  withdrawal: { crypto: withdrawal, fiat: withdrawal },
};

/** The mode of a page of the crypto-balance tree: its transaction's, in its tab. */
export function balanceModeFor(path: string): Mode<Cashier> {
  const place = placeOf(path);
  return BALANCE_MODES[place.transaction][place.tab];
}
