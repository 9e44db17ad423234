import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { pathOnly } from '../../routes/paths';
import { chooseMethod } from '../../state/actions/depositList';
import type { Cashier } from '../../state/cashier';
import { readSlice, writeSlice } from '../../state/ownSlice';
import { SLICES } from '../../state/store';
import { WITHDRAWAL_SLICE } from '../../payout/withdrawalSlice';
import { RESUMED_ON } from '../../crypto/depositSlices';
import { BALANCE_SLICE, type BalanceTab, type KeptTab } from './balanceState';
import type { Mode } from '../../flows/contract/mode';
import { type BalancePlace, currencyOfTab } from './places';

/** A tab's history in the cashier's navigator: one for each transaction's tab. */
const placeName = (transaction: string, tab: BalanceTab) => `${transaction}:${tab}`;

const tabCurrency = (cashier: Cashier, tab: BalanceTab) => currencyOfTab(tab, cashier.store.handshake?.user ?? {});

/**
 * A session opens on a page of the crypto-balance tree: its tab, in the tab's currency, at its page
 * (the list when it names none). The host hears of no currency change: this is the cashier's start.
 */
export function openPlace(cashier: Cashier, place: BalancePlace): void {
  const { store, nav } = cashier;
  const currency = tabCurrency(cashier, place.tab);
  store.currency = currency;
  writeSlice(store, BALANCE_SLICE, { tab: place.tab, transacting: currency, kept: {} });
  nav.switchPlace(placeName(place.transaction, place.tab), `/${place.transaction}`);
  nav.rewindTo(place.path);
}

/**
 * The player switched tabs: the tab left keeps its list, its choice, its form and its page, and
 * the one chosen comes back as it was left (its list, when first shown), in its own currency.
 */
export function moveToTab(cashier: Cashier, tab: BalanceTab, mode: Mode<Cashier>): void {
  const { store } = cashier;
  const state = readSlice(store, BALANCE_SLICE);
  if (!state || state.tab === tab) return;
  state.kept[state.tab] = {
    transacting: state.transacting,
    methods: store.methods,
    payment: store.payment,
    form: store.form,
    deposit: store.deposit,
    withdrawal: readSlice(store, WITHDRAWAL_SLICE),
  };
  const back: KeptTab | undefined = state.kept[tab];
  // A tab's list is always asked in the tab's own currency: nothing to keep of it.
  const currency = tabCurrency(cashier, tab);
  state.tab = tab;
  cashier.enterMode(mode);
  cashier.nav.switchPlace(placeName(mode.transaction, tab), `/${mode.transaction}`);
  store.currency = currency;
  store.methods = back?.methods ?? SLICES.methods();
  store.payment = back?.payment ?? SLICES.payment();
  store.form = back?.form ?? SLICES.form();
  store.deposit = back?.deposit ?? SLICES.deposit();
  writeSlice(store, WITHDRAWAL_SLICE, back?.withdrawal);
  // Back on the page its deposit was made on (a coin's address): that deposit, not another.
  const here = pathOnly(cashier.nav.current());
  if (store.deposit.response && store.deposit.madeOn === here) writeSlice(store.deposit, RESUMED_ON, here);
  transactIn(cashier, back?.transacting ?? currency);
}

/** The currency the player transacts in changed (a tab, a coin): the host hears it, once per change. */
export function transactIn(cashier: Cashier, currency: string): void {
  const state = readSlice(cashier.store, BALANCE_SLICE);
  if (!state || state.transacting === currency) return;
  state.transacting = currency;
  cashier.notify('onCurrencyChange', { currency });
}

/** A coin chosen on the crypto tab: its address page, and the coin is what the player now transacts in. */
export function chooseCoin(cashier: Cashier, method: PaymentMethod, group: PaymentGroup | undefined): void {
  chooseMethod(cashier, method, group);
  if (method.currency) transactIn(cashier, method.currency.toUpperCase());
}
