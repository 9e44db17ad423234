import { createSweepstakeDeposit } from '../../api/createSweepstakeDeposit';
import type { DepositCreateResponse } from '../../contract/deposit';
import type { Box } from '../../contract/sweepstake';
import { depositCreateRequest } from '../../state/create/depositCreateCall';
import type { CreateStrategy } from '../../state/create/types';
import { CashierError } from '../../transport/errors';
import { cryptoCreate } from '../../crypto/cryptoCreate';

/** Spec §8 thrown message: a box's deposit asked for with no box chosen. */
export const NO_BOX_SELECTED = 'No sweepstake box selected for sweepstake deposit';

/**
 * A box's coin address (`deposit-create-sweepstake`): the crypto flow's create with the
 * box, whose answer also says how much of the coin the box costs (`data.payment_amount`).
 */
export function sweepCreate(box: Box | null): CreateStrategy<DepositCreateResponse> {
  return {
    metric: 'create-deposit-sweepstake-status',
    send(cashier, input, signal) {
      if (!box) return Promise.reject(new CashierError('unknown', NO_BOX_SELECTED));
      return createSweepstakeDeposit(cashier.api(), { ...depositCreateRequest(cashier, input), boxId: box.boxId }, signal);
    },
    interpret: cryptoCreate.interpret,
  };
}
