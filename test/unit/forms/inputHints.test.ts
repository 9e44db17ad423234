import { describe, expect, it } from 'vitest';
import { inputHints } from '../../../src/forms/fields/inputHints';

describe('keyboard and autofill for a server field', () => {
  it.each([
    [{ name: 'card_number', type: 'text' }, { inputMode: 'numeric', autoComplete: 'cc-number' }],
    [{ name: 'pan', type: 'text', category: 'card' }, { inputMode: 'numeric', autoComplete: 'cc-number' }],
    [{ name: 'email', type: 'text' }, { inputMode: 'email', autoComplete: 'email' }],
    [{ name: 'payer_email', type: 'text' }, { inputMode: 'email', autoComplete: 'email' }],
    [{ name: 'phone_number', type: 'text' }, { inputMode: 'tel', autoComplete: 'tel' }],
    [{ name: 'payer_name', type: 'text' }, { autoComplete: 'name' }],
    [{ name: 'full_name', type: 'text' }, { autoComplete: 'name' }],
    [{ name: 'payer_account_name', type: 'text' }, { autoComplete: 'name' }],
    [{ name: 'document_number', type: 'text', regex: ['^\\d{6,10}$'] }, { inputMode: 'numeric', autoComplete: 'off' }],
    [{ name: 'document_number', type: 'text', validations: [{ isExists: true }, { regex: '^\\d{6,10}$' }] }, { inputMode: 'numeric', autoComplete: 'off' }],
    [{ name: 'inn', type: 'text', regex: ['^\\d+$'], validations: [{ regex: '^[A-Z]' }] }, { autoComplete: 'off' }],
    [{ name: 'cpf', type: 'text', mask: '000.000.000-00' }, { inputMode: 'numeric', autoComplete: 'off' }],
    [{ name: 'purse', type: 'text_uppercase', mask: 'a000000000000' }, { autoComplete: 'off' }],
    [{ name: 'document_number', type: 'text', regex: ['^[A-Z]{2}\\d{6}$'] }, { autoComplete: 'off' }],
    [{ name: 'bank_name', type: 'text' }, { autoComplete: 'off' }],
  ])('%j → %j', (field, hints) => expect(inputHints(field)).toEqual(hints));
});
