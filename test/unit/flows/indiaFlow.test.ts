import { describe, expect, it } from 'vitest';
import { CardViewType } from '../../../src/contract';
import { indiaCreate, indiaDeposit, indiaRequisites } from '../../../src/flows/india/indiaCreate';
import { INDIA_BASE_PATH, INDIA_INVOICE_PATH } from '../../../src/flows/india/paths';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';

const prepared = {
  details: [{ name: 'qr', type: 'qr', value: 'upi://pay?pa=x@upi' }, { name: 'note', value: 'pay within 10 minutes' }],
  requisites: [{ name: 'upiId', value: 'x@upi', isCopyable: true, bankName: 'Bank of X' }, { name: 'recipient', value: 'X Ltd' }],
  fields: [{ name: 'utr', type: 'text', regex: ['^\\d{12}$'] }],
};

describe('the India flow (spec §2 "india", §4 "India: prepare, then invoice")', () => {
  it('takes every method of card view type india to its page, whether or not it prepares (spec §2)', () => {
    expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'upi_india', cardViewType: CardViewType.india, isPreparationRequired: true }, true)).toBe(INDIA_BASE_PATH);
    // Spec §2: by card view type, whether or not it prepares.
    expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'paytm_india', cardViewType: CardViewType.india }, true)).toBe(INDIA_BASE_PATH);
    expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'paytm_india', cardViewType: CardViewType.india }, false)).toBe(INDIA_BASE_PATH);
  });

  it('reads each requisite with its bank after it', () => {
    expect(indiaRequisites(prepared)).toEqual([
      { name: 'upiId', value: 'x@upi', isCopyable: true }, { name: 'bankName', value: 'Bank of X' }, { name: 'recipient', value: 'X Ltd' },
    ]);
    expect(indiaRequisites({})).toEqual([]);
  });

  it('follows the created deposit with what prepare answered: the QR detail, the requisites, the fields, 600 s from now', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(indiaDeposit('d1', prepared, now)).toEqual({
      depositId: 'd1',
      data: {
        qrCodeText: 'upi://pay?pa=x@upi',
        requisites: indiaRequisites(prepared),
        inputFields: prepared.fields,
        created: '2026-11-24T00:00:00.000Z',
        lifetime: 600,
      },
    });
    expect(indiaDeposit('d1', { details: [{ name: 'note', value: 'text' }] }, now).data?.qrCodeText).toBeUndefined();
  });

  it('goes to the invoice, asks for fields when told to, and refuses a create without a deposit', () => {
    expect(indiaCreate.interpret({ prepared, created: { apiResponse: { depositId: 'd1' } } }).next).toBe(INDIA_INVOICE_PATH);
    expect(indiaCreate.interpret({ prepared, created: { apiResponse: { isFieldsRequired: true, fields: [] } } })).toEqual({ response: { isFieldsRequired: true, fields: [] } });
    expect(() => indiaCreate.interpret({ prepared, created: { apiResponse: null } })).toThrow('Deposit data is null after creation.');
    expect(() => indiaCreate.interpret({ prepared, created: { apiResponse: {} } })).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
  });
});
