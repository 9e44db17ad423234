import type { DepositCreateResponse } from '../../contract/deposit';
import { openSource } from '../../payment/openSource';
import { type PaymentWindow, releaseWindow } from '../../payment/paymentWindow';
import { depositCreateCall } from '../../state/create/depositCreateCall';
import type { CreateStrategy } from '../../state/create/types';

/**
 * The redirect flow's create: `deposit-create`, then the payment source in the window the click
 * opened (or handed to the host or the native browser). The window is closed whenever the create
 * ends without a deposit to pay.
 */
export function redirectCreate(paymentWindow: PaymentWindow | undefined): CreateStrategy<DepositCreateResponse> {
  return {
    ...depositCreateCall,
    metric: 'create-deposit-redirect-status',
    handOff: (cashier, response, method) => openSource(cashier, method, response.source, paymentWindow),
    release: (why) => releaseWindow(paymentWindow, why),
  };
}
