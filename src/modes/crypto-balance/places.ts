import { CRYPTO_CURRENCIES } from '../../i18n/currencies';
import type { BalanceTab } from './balanceState';

/** Spec §2 "Crypto-balance tree": every page of the mode is under this prefix. */
export const CRYPTO_BALANCE_ROOT = '/cryptobalance';
export const BALANCE_TABS = ['crypto', 'fiat'] as const satisfies readonly BalanceTab[];

/** A page of the crypto-balance tree: the transaction, the tab, and the page in that tab's own tree. */
export interface BalancePlace {
  transaction: 'deposit' | 'withdrawal';
  tab: BalanceTab;
  /** The page as the tab's tree names it: `/deposit…` or `/withdrawal…`, the path every flow navigates by. */
  path: string;
}

/**
 * Where a path of the crypto-balance tree leads (DESIGN §2 "Modes"): `/cryptobalance/deposit/fiat/region`
 * is the fiat tab's region page, `/cryptobalance/withdrawal/crypto` the crypto tab's withdrawal list,
 * `/cryptobalance/video-instruction` the deposit tree's guide. The root, a transaction without a tab
 * and anything unknown open the crypto tab's list of that transaction (spec §2: the deposit list).
 */
export function placeOf(address: string): BalancePlace {
  const [path = '', query] = address.split('?');
  const rest = path.startsWith(CRYPTO_BALANCE_ROOT) ? path.slice(CRYPTO_BALANCE_ROOT.length) : path;
  const [, first = '', second = '', ...deeper] = rest.split('/');
  if (first === 'video-instruction') return { transaction: 'deposit', tab: 'crypto', path: withQuery('/deposit/video-instruction', query) };
  const transaction = first === 'withdrawal' ? 'withdrawal' : 'deposit';
  if (first !== transaction || !(BALANCE_TABS as readonly string[]).includes(second)) return { transaction, tab: 'crypto', path: `/${transaction}` };
  const page = deeper.length > 0 ? `/${transaction}/${deeper.join('/')}` : `/${transaction}`;
  return { transaction, tab: second as BalanceTab, path: withQuery(page, query) };
}

const withQuery = (path: string, query: string | undefined) => (query ? `${path}?${query}` : path);

/** A place's address in the crypto-balance tree: what `placeOf` reads back. */
export function addressOf({ transaction, tab, path }: BalancePlace): string {
  const page = path.startsWith(`/${transaction}`) ? path.slice(transaction.length + 1) : path;
  return `${CRYPTO_BALANCE_ROOT}/${transaction}/${tab}${page}`;
}

/** A coin the crypto tab is in when the handshake names none: the one most balances are kept in. */
export const DEFAULT_BALANCE_COIN = 'USDT';
/** The fiat tab's currency when the player's own is a coin. */
export const DEFAULT_FIAT = 'USD';

/**
 * The currency a tab transacts in: the crypto tab, the coin of the player's balance (`balanceData`)
 * when it is one, else USDT; the fiat tab, the player's currency unless that is a coin.
 */
export function currencyOfTab(tab: BalanceTab, user: { currency?: string; balanceData?: { primary: { currency: string } } }): string {
  const coinOf = (currency: string | undefined) => (currency && CRYPTO_CURRENCIES.has(currency.toUpperCase()) ? currency.toUpperCase() : undefined);
  if (tab === 'crypto') return coinOf(user.balanceData?.primary.currency) ?? coinOf(user.currency) ?? DEFAULT_BALANCE_COIN;
  return user.currency && !coinOf(user.currency) ? user.currency : DEFAULT_FIAT;
}
