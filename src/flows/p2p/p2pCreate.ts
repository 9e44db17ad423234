import { createP2pDeposit } from '../../api/createP2pDeposit';
import type { RequestOf } from '../../contract/common';
import type { DEPOSIT_CALLS, DepositCreated, P2pDeposit } from '../../contract/deposit';
import type { CreateInput, CreateStrategy } from '../../state/create/types';
import { CashierError } from '../../transport/errors';
import type { InstructionBank } from '../../state/deposit/instructionBanks';
import { P2P_INVOICE_PATH, P2P_UNIFIED_FORM_PATH } from './paths';
import { marketFields } from './p2pMarket';

/** Spec §7 `deposit-create-p2p`, from what the shell gathered with the intent and the bank paid from (cross-border). */
export function p2pCreateRequest(input: CreateInput, bank?: InstructionBank): RequestOf<typeof DEPOSIT_CALLS.depositCreateP2p> {
  return {
    ...input.captcha,
    // The backend checks the player's reCAPTCHA Enterprise score when there is one to check.
    checkScore: input.captcha.captchaResponseV3 ? true : undefined,
    ...input.bonus,
    amount: input.amount,
    bank,
    currency: input.currency,
    paymentMethod: input.method.name,
    depositId: input.depositId,
    selectedCountry: input.country,
    fields: marketFields(input.method, input.fields, input.amount),
    paymentSessionId: input.paymentSessionId,
    metadata: { isFromChip: input.isFromChip },
    idempotencyKey: input.idempotencyKey,
  };
}

/** A P2P invoice as the deposit the cashier follows: its id, and what the invoice page shows. */
export function p2pDepositCreated(invoice: P2pDeposit): DepositCreated {
  const { depositId, card, created, payment_amount, payment_currency, timeout_minutes } = invoice;
  return { depositId, data: { card, created, payment_amount, payment_currency, timeout_minutes } };
}

/** A P2P answer that is a unified form (spec §2 P2P unified form): the form's data, as the unified form page reads it. */
export function p2pUnifiedForm(answer: P2pDeposit): DepositCreated {
  const { depositId, created, instruction, requisites, inputFields, lifetime, buttons, payment_amount, payment_currency } = answer;
  return { depositId, data: { unifiedFlow: true, created, instruction, requisites, inputFields, lifetime, buttons, payment_amount, payment_currency } };
}

/**
 * Spec §4 "Peer-to-peer": the create answers the invoice (a new one, or the open one again), a
 * unified form (the P2P twin of its page, with the bank paid from as its `bank` query), or asks
 * for fields.
 */
export const p2pCreate = (bank?: InstructionBank): CreateStrategy<P2pDeposit> => ({
  metric: 'create-deposit-p2p-status',
  send: (cashier, input, signal) => createP2pDeposit(cashier.api(), p2pCreateRequest(input, bank), signal),
  interpret(answer) {
    if (answer.isFieldsRequired) return { response: { isFieldsRequired: true, fields: answer.fields, depositId: answer.depositId } };
    if (!answer.depositId) throw new CashierError('invalid-response', 'A P2P invoice without a deposit id');
    if (answer.unifiedFlow) return { response: p2pUnifiedForm(answer), next: bank ? `${P2P_UNIFIED_FORM_PATH}?bank=${bank}` : P2P_UNIFIED_FORM_PATH };
    return { response: p2pDepositCreated(answer), next: P2P_INVOICE_PATH };
  },
});
