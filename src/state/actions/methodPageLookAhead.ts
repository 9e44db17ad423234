import { nativePlatformIn } from '../../host/handshake';
import { warmWindowPage } from '../../payment/warmWindowPage';
import { COMPLETE_PATH } from '../../routes/paths';
import { savingData } from '../../transport/savingData';
import type { Cashier } from '../cashier';
import { whenIdle } from './lookAhead';

/**
 * A page whose Deposit opens the payment window is shown: while the player fills it in, the
 * window's own page goes into the browser's cache (not for a native app, whose browser opens the
 * payment) and the complete page the cashier shows next is loaded, so that Deposit shows the
 * provider without waiting for either. Never on a connection that spares data.
 */
export function lookAheadFromMethodPage(cashier: Cashier): void {
  if (savingData()) return;
  whenIdle(() => {
    if (!nativePlatformIn(cashier.store.handshake)) warmWindowPage(cashier);
    cashier.loadFlows().then((flows) => flows.routes.find((route) => route.path === COMPLETE_PATH)?.screen.prepare(), () => {}).catch(() => {});
  }, cashier.sessionSignal());
}
