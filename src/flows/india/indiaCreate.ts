import { createDeposit } from '../../api/createDeposit';
import { prepareDeposit } from '../../api/prepareDeposit';
import type { DepositCreated, DepositCreateResponse, IndiaPrepared } from '../../contract/deposit';
import { DEPOSIT_DATA_NULL, depositCreateRequest } from '../../state/create/depositCreateCall';
import type { CreateStrategy } from '../../state/create/types';
import { CashierError } from '../../transport/errors';
import type { Requisite } from '../../ui/requisites/RequisitesList';
import { INDIA_INVOICE_PATH } from './paths';

/** Spec §9: an invoice lasts 600 s unless the server says otherwise. */
const INDIA_LIFETIME_S = 600;

/** The requisites of a prepared deposit as the lines a player reads: each with its bank after it. */
export function indiaRequisites(prepared: IndiaPrepared): Requisite[] {
  return (prepared.requisites ?? []).flatMap(({ bankName, ...requisite }) =>
    bankName ? [requisite, { name: 'bankName', value: bankName }] : [requisite]);
}

/** A prepared deposit as the one the cashier follows: its id, and what its invoice shows. */
export function indiaDeposit(depositId: string, prepared: IndiaPrepared, now: Date): DepositCreated {
  return {
    depositId,
    data: {
      qrCodeText: prepared.details?.find((detail) => detail.type?.toUpperCase() === 'QR')?.value,
      requisites: indiaRequisites(prepared),
      inputFields: prepared.fields,
      created: now.toISOString(),
      lifetime: INDIA_LIFETIME_S,
    },
  };
}

interface IndiaAnswer {
  prepared: IndiaPrepared;
  created: DepositCreateResponse;
}

/**
 * Spec §4 "India: prepare, then invoice": once the form is valid, `deposit-prepare` answers where
 * to pay (the QR details, the requisites, the fields Paid needs), then `deposit-create` makes the
 * deposit the invoice follows. Nothing opens: the player pays in their UPI app.
 */
export const indiaCreate: CreateStrategy<IndiaAnswer> = {
  metric: 'create-deposit-india-status',
  async send(cashier, input, signal) {
    const prepared = await prepareDeposit(cashier.api(), { paymentMethod: input.method.name }, signal);
    const created = await createDeposit(cashier.api(), depositCreateRequest(cashier, input), signal);
    return { prepared, created };
  },
  interpret({ prepared, created }) {
    const response = created.apiResponse;
    if (!response) throw new CashierError('invalid-response', DEPOSIT_DATA_NULL);
    if (response.isFieldsRequired) return { response };
    if (!response.depositId) throw new CashierError('invalid-response', 'A prepared deposit without a deposit id');
    return { response: indiaDeposit(response.depositId, prepared, new Date()), next: INDIA_INVOICE_PATH };
  },
};
