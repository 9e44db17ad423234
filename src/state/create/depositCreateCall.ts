import { createDeposit } from '../../api/createDeposit';
import type { DepositCreateResponse } from '../../contract/deposit';
import { abTestGroupOf } from '../../host/handshake';
import { CashierError } from '../../transport/errors';
import { returnUrlFor } from '../actions/returnFromPayment';
import type { Cashier } from '../cashier';
import type { CreateInput, CreateStrategy } from './types';

/** Spec §8 thrown message: the backend answered a create without deposit data. */
export const DEPOSIT_DATA_NULL = 'Deposit data is null after creation.';

/** Spec §3 "Create request" of `payment/deposit-create`, from what the shell gathered with the intent. */
export function depositCreateRequest(cashier: Cashier, input: CreateInput) {
  const { store } = cashier;
  return {
    amount: input.amount,
    currency: input.currency,
    ...input.bonus,
    ...input.captcha,
    paymentType: input.method.name,
    depositId: input.depositId,
    fields: input.fields,
    paymentSessionId: input.paymentSessionId,
    selectedCountry: input.country,
    wallet: input.wallet,
    metadata: { isFromChip: input.isFromChip },
    abTestGroup: abTestGroupOf(store.handshake),
    idempotencyKey: input.idempotencyKey,
    // After paying in this tab, the provider brings the player back here, to the complete page.
    returnUrl: returnUrlFor(location.href, cashier.deployment.returnUrl),
  };
}

/** `payment/deposit-create`: the call of every flow whose page the after-create step chooses. */
export const depositCreateCall: Pick<CreateStrategy<DepositCreateResponse>, 'send' | 'interpret'> = {
  send: (cashier, input, signal) => createDeposit(cashier.api(), depositCreateRequest(cashier, input), signal),
  interpret(answer) {
    if (!answer.apiResponse) throw new CashierError('invalid-response', DEPOSIT_DATA_NULL);
    return { response: answer.apiResponse };
  },
};
