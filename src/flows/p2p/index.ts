import { CardViewType } from '../../contract/methods';
import { DEPOSIT_LIST_PATH } from '../../routes/paths';
import { lazyScreen } from '../../ui/screen';
import { CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';
import { P2P_BASE_PATH, P2P_INVOICE_PATH, P2P_LIST_PATH } from './paths';
import { marketAmountPattern, withoutMarketAmount } from './p2pMarket';
import { p2pNamedEnd, unpaidInvoiceWords } from './namedEnd';

/** Spec §3 group keys whose methods are P2P transfers: their methods open as the P2P list. */
export const P2P_GROUPS: ReadonlySet<string> = new Set(['p2p_methods_kyrgyzstan', 'p2p_methods_ukraine']);

/**
 * Peer-to-peer (spec §2, §4): a P2P group's methods as a list with search, a method's amount,
 * then the invoice to transfer to, followed until it is paid, cancelled or expires.
 */
export const p2pFlow = defineFlow({
  id: 'p2p',
  routes: [
    {
      name: 'p2p-list',
      path: P2P_LIST_PATH,
      // The same list with search as any group's.
      screen: lazyScreen(() => import('../../screens/deposit/GroupPage')),
      meta: { transaction: 'deposit', backRoute: DEPOSIT_LIST_PATH, needs: 'group' },
    },
    { name: 'p2p-base', path: P2P_BASE_PATH, screen: lazyScreen(() => import('./P2pBasePage')), meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' } },
    { name: 'p2p-invoice', path: P2P_INVOICE_PATH, screen: lazyScreen(() => import('./P2pInvoicePage')), meta: CREATED_DEPOSIT_META },
  ],
  methodEntry: (method) => (method.cardViewType === CardViewType.p2p ? 'p2p-base' : null),
  groupEntry: (group) => (P2P_GROUPS.has(group.name) ? 'p2p-list' : null),
  // A P2P market method's amount is its own field: checked by its patterns, not drawn twice.
  amountPattern: marketAmountPattern,
  shapeFields: withoutMarketAmount,
  namedEnd: p2pNamedEnd,
  completeWords: unpaidInvoiceWords,
});
