import type { RouteDef } from '../../routes/types';
import type { FlowTable } from './flowTable';

/**
 * A mode of the widget (spec §2: main, sweepstake, crypto balance) and transaction (deposit,
 * withdrawal): its first screen, which ships with the element, and its flow table (every other
 * page, the flows' choices), a chunk loaded once the first screen is up. So a flow added to the
 * registry costs the first screen nothing. `Context` is the cashier the mode works for: the
 * contract names no cashier, so the cashier can name the contract.
 */
export interface Mode<Context = never> {
  id: string;
  transaction: 'deposit' | 'withdrawal';
  /** Loads the list of methods for the store's country and currency. */
  loadList(cashier: Context, options?: { force?: boolean }): Promise<void>;
  /** The routes shown before the flow table is in: the first screen (the list of methods, first), and the error page. */
  firstRoutes: readonly RouteDef[];
  loadTable(): Promise<FlowTable>;
  /** What the first screen loads while the language loads. */
  preload(cashier: Context): void;
  /** Whether the cashier shows its first screen still waiting for its data: until then, what can wait does. */
  firstScreenPending(store: { readonly methods: { readonly status: string } }, path: string): boolean;
  /**
   * What the mode makes of the page a session opens on, once the store is fresh (the crypto-balance
   * tree: its tab, its currency, its page under the prefix). None: the cashier opens the path as given.
   */
  open?(cashier: Context, path: string): void;
  /** Where the cashier is, as a path of the mode's own tree (what `open` reads): a new session opens there again. */
  address?(cashier: Context): string;
  /** The wallet a deposit credits, when the mode names one (the crypto-balance cashier: its tab's). */
  wallet?(cashier: Context): string | undefined;
  /** The words of the player's history, as catalog keys, when the mode has its own (the Coin Shop's purchases and redemptions). */
  historyWords?: HistoryWords;
}

/** Catalog keys: the filters of each kind, and the empty history's way to a first deposit. */
export interface HistoryWords {
  deposits: string;
  withdrawals: string;
  start: string;
}

/** What a session opens on: its first page (`initial-path`) and the handshake's view type (main, sweep). */
export interface Opening {
  path: string;
  viewType: string;
}

/**
 * The modes a cashier can open in, handed to it by the element that composes it: the one it shows
 * before its first start, and the choice for a session's opening, which may load a chunk.
 */
export interface Modes<Context> {
  first: Mode<Context>;
  choose(opening: Opening): Mode<Context> | Promise<Mode<Context>>;
}
