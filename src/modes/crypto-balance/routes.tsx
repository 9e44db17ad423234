import { type ComponentType, type ReactNode, Suspense, useContext } from 'react';
import { ERROR_PATH } from '../../routes/paths';
import { HISTORY_PATH, TRANSACTION_PATH } from '../../history/paths';
import type { RouteDef, Screen } from '../../routes/types';
import { RouteMetaContext } from '../../screens/Page';
import { PageLoader } from '../../screens/PageLoader';
import { pageSheet } from '../../styles/pageStyles';
import { useAdoptedSheet } from '../../ui/styleRoot';
import { BALANCE_SLICE } from './balanceState';
import type { FlowTable } from '../../flows/contract/flowTable';
import { useOwnSlice } from '../../ui/useOwnSlice';

/** What a tabbed page is drawn in: the tabs, the balance, and the page as the chosen tab's panel. */
export type TabsFrame = ComponentType<{ children: ReactNode }>;

/**
 * A page of the tree, drawn under the tabs when its route says so (`haveCryptoBalanceTabsShown`),
 * and drawn anew for each tab (a tab's list asks for its own methods when it first shows); while a
 * tab's page loads, the tabs stay and the page shows its loader.
 */
function balanceScreen(screen: Screen, Tabs: TabsFrame): Screen {
  const Inner = screen.Component;
  function BalancePage() {
    const { haveCryptoBalanceTabsShown } = useContext(RouteMetaContext);
    // The tabs' styles are the pages' (the fiat tab's list is the first screen, which adopts none).
    useAdoptedSheet(pageSheet());
    const tab = useOwnSlice(BALANCE_SLICE)?.tab;
    if (!haveCryptoBalanceTabsShown) return <Inner />;
    return (
      <Tabs>
        <Suspense fallback={<PageLoader />}>
          <Inner key={tab} />
        </Suspense>
      </Tabs>
    );
  }
  return { load: screen.load, prepare: screen.prepare, Component: BalancePage };
}

const shown = new WeakMap<RouteDef, RouteDef>();

/** Pages about no tab: the error page (about the page that failed) and the player's history (every wallet's). */
const UNTABBED: ReadonlySet<string> = new Set([ERROR_PATH, HISTORY_PATH, TRANSACTION_PATH]);

/**
 * A route of the crypto-balance tree (spec §2 route metadata): the tabs (`haveCryptoBalanceTabsShown`)
 * on every page but those about no tab (UNTABBED). One route each, so a page
 * is never drawn anew for being reached through the first screen's routes and then the table's.
 */
export function balanceRoute(route: RouteDef, Tabs: TabsFrame): RouteDef {
  let made = shown.get(route);
  if (!made) {
    made = { ...route, screen: balanceScreen(route.screen, Tabs), meta: { ...route.meta, haveCryptoBalanceTabsShown: !UNTABBED.has(route.path) } };
    shown.set(route, made);
  }
  return made;
}

/** A tree's routes as the crypto-balance mode shows them; its choices are the tree's own. */
export const inCryptoBalance = (table: FlowTable, Tabs: TabsFrame): FlowTable => ({ ...table, routes: table.routes.map((route) => balanceRoute(route, Tabs)) });
