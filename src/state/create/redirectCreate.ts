import type { DepositCreateResponse } from '../../contract/deposit';
import { openSource } from '../../payment/openSource';
import { type PaymentWindow, releaseWindow } from '../../payment/paymentWindow';
import { depositCreateCall } from './depositCreateCall';
import type { CreateStrategy } from './types';

/**
 * The create of a method paid on the provider's page (the redirect page's): `deposit-create`,
 * then the payment source in the window the click opened (or handed to the host or the native
 * browser). The window is closed whenever the create ends without a deposit to pay.
 */
export function redirectCreate(paymentWindow: PaymentWindow | undefined): CreateStrategy<DepositCreateResponse> {
  return {
    ...depositCreateCall,
    metric: 'create-deposit-redirect-status',
    handOff: (cashier, response, method) => openSource(cashier, method, response.source, paymentWindow),
    release: (why) => releaseWindow(paymentWindow, why),
  };
}
