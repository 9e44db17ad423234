import { createDeposit } from '../../api/createDeposit';
import type { DepositCreateResponse } from '../../contract/deposit';
import { depositCreateCall, depositCreateRequest } from '../../state/create/depositCreateCall';
import type { CreateStrategy } from '../../state/create/types';
import { ONRAMP_OFFERS_PATH, ONRAMP_PATH } from './paths';

/**
 * Spec §4 "Onramp": the deposit is created in the currency and from the country the player chose
 * (both come through the shell, with the intent), and its answer is the providers' offers (the offer list),
 * or none (the page stays and says so).
 */
export function onrampCreate(): CreateStrategy<DepositCreateResponse> {
  return {
    metric: 'create-deposit-onramp-status',
    send: (cashier, input, signal) => createDeposit(cashier.api(), depositCreateRequest(cashier, input), signal),
    interpret(answer) {
      const { response } = depositCreateCall.interpret(answer);
      return { response, next: response.data?.paymentMethodOffers?.length ? ONRAMP_OFFERS_PATH : ONRAMP_PATH };
    },
  };
}
