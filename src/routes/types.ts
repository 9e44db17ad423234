import type { ComponentType } from 'react';

/** Spec §2 "Route metadata". */
export interface RouteMeta {
  transaction?: 'deposit' | 'withdrawal';
  /** A named page, or 'previous' meaning back in this cashier's own history. */
  backRoute?: string;
  hidePaymentHeader?: boolean;
  hideClosingButton?: boolean;
  /** A crypto-balance page drawn under the Crypto and Fiat tabs (modes/crypto-balance/routes.tsx). */
  haveCryptoBalanceTabsShown?: boolean;
  /** The header's title key, shown on pages without a back route. */
  titleKey?: string;
  /** Spec §2 Guards: the page needs a chosen group or method, or (an invoice) a created deposit. */
  needs?: 'method' | 'group' | 'deposit';
}

export type ScreenModule = { default: ComponentType };

/** A page's component, and how to load it (a test loads every screen a registry can reach). */
export interface Screen {
  load(): Promise<ScreenModule>;
  /** Loads the page ahead of the player (the pages a list leads to), so that reaching it draws it at once; rejects when it cannot load. */
  prepare(): Promise<void>;
  Component: ComponentType;
}

export interface RouteDef<Name extends string = string> {
  name: Name;
  path: string;
  screen: Screen;
  meta: RouteMeta;
}
