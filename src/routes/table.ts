/** Spec §2 "Route metadata". */
export interface RouteMeta {
  transaction?: 'deposit' | 'withdrawal';
  isCryptoBalance?: boolean;
  /** A named page, or 'previous' meaning back in this cashier's own history. */
  backRoute?: string;
  hidePaymentHeader?: boolean;
  hideClosingButton?: boolean;
  haveCryptoBalanceTabsShown?: boolean;
  /** The header's title key, shown on pages without a back route. */
  titleKey?: string;
  /** Spec §2 Guards: the page needs a chosen group or method. */
  needs?: 'method' | 'group';
}

export type ScreenName = 'depositList' | 'region' | 'group' | 'redirect' | 'complete' | 'empty' | 'error';

export interface RouteDef {
  path: string;
  screen: ScreenName;
  meta: RouteMeta;
}

export const DEPOSIT_LIST_PATH = '/deposit';
export const ERROR_PATH = '/error';
export const EMPTY_PATH = '/empty';

/**
 * The main-mode table (spec §2). A path is listed only once its screen is built; flows add theirs.
 * The root redirects to the deposit list, and so does every unknown path.
 */
export const MAIN_ROUTES: readonly RouteDef[] = [
  { path: DEPOSIT_LIST_PATH, screen: 'depositList', meta: { transaction: 'deposit', titleKey: 'title.paymentMethods' } },
  { path: '/deposit/region', screen: 'region', meta: { transaction: 'deposit', backRoute: DEPOSIT_LIST_PATH } },
  { path: '/deposit/group', screen: 'group', meta: { transaction: 'deposit', backRoute: DEPOSIT_LIST_PATH, needs: 'group' } },
  { path: '/deposit/redirect', screen: 'redirect', meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' } },
  { path: '/deposit/group/redirect', screen: 'redirect', meta: { transaction: 'deposit', backRoute: '/deposit/group', needs: 'method' } },
  { path: '/deposit/complete', screen: 'complete', meta: { transaction: 'deposit', titleKey: 'title.deposit', needs: 'method' } },
  { path: EMPTY_PATH, screen: 'empty', meta: { titleKey: 'title.paymentMethods' } },
  { path: '/empty/region', screen: 'region', meta: { backRoute: EMPTY_PATH } },
  { path: ERROR_PATH, screen: 'error', meta: { titleKey: 'title.paymentMethods' } },
];
