import { isReturnAddress } from '../../payment/returnMarker';
import { DEPOSIT_LIST_ROUTE, ERROR_ROUTE } from '../../screens/firstRoutes';
import { DEPOSIT_LIST_PATH, pathOnly } from '../../routes/paths';
import { loadDepositList } from '../../state/actions/depositList';
import type { Cashier } from '../../state/cashier';
import type { Mode } from '../../flows/contract/mode';

/** The main cashier's deposits (spec §2 "Deposit tree"): the list is the first screen, shipped with the element. */
export const MAIN_DEPOSIT_MODE: Mode<Cashier> = {
  id: 'main',
  transaction: 'deposit',
  loadList: loadDepositList,
  firstRoutes: [DEPOSIT_LIST_ROUTE, ERROR_ROUTE],
  loadTable: () => import('./depositRegistry').then((registry) => registry.MAIN_DEPOSIT_TABLE),
  preload(cashier) {
    const loadList = () => {
      if (pathOnly(cashier.nav.current()) === DEPOSIT_LIST_PATH) void loadDepositList(cashier);
    };
    // Back from paying in this tab: the deposit's complete page, not the list (that code loads only then).
    if (isReturnAddress(location.href)) {
      import('../../state/actions/returnFromPayment').then((returning) => returning.resumeIfReturning(cashier) || loadList(), loadList);
    } else {
      loadList();
    }
  },
  firstScreenPending: (store, path) =>
    pathOnly(path) === DEPOSIT_LIST_PATH && (store.methods.status === 'idle' || store.methods.status === 'loading'),
};
