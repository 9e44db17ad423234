import { webcrypto } from 'node:crypto';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { p2pInvoiceRows } from '../../../src/flows/p2p/invoice';
import { p2pCreate, p2pCreateRequest } from '../../../src/flows/p2p/p2pCreate';
import { requestParameters } from '../../../src/state/create/createDeposit';
import { P2P_BASE_PATH, P2P_INVOICE_PATH, P2P_LIST_PATH } from '../../../src/flows/p2p/paths';
import { DECRYPT_ERROR, openSealedCard } from '../../../src/flows/p2p/sealedCard';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { CRYPTO_DEPOSIT_TABLE } from '../../../src/modes/crypto-balance/cryptoTable';
import type { TransactionStatus } from '../../../src/state/deposit/status';
import { started } from '../state/startedCashier';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
afterEach(() => vi.unstubAllGlobals());

describe('the P2P flow claims P2P methods and groups (spec §2 "peer-to-peer")', () => {
  it('opens a P2P method on the base page, alone or in a group, and the Kyrgyz and Ukrainian groups as the P2P list', () => {
    for (const inGroup of [false, true]) expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'mbank_p2p_kg', cardViewType: CardViewType.p2p }, inGroup)).toBe(P2P_BASE_PATH);
    expect(MAIN_DEPOSIT_TABLE.groupPath({ name: 'p2p_methods_kyrgyzstan' })).toBe(P2P_LIST_PATH);
    expect(MAIN_DEPOSIT_TABLE.groupPath({ name: 'p2p_methods_ukraine' })).toBe(P2P_LIST_PATH);
    expect(MAIN_DEPOSIT_TABLE.groupPath({ name: 'card_method' })).toBe('/deposit/group');
  });
});

describe('creating a P2P invoice (spec §7 deposit-create-p2p)', () => {
  const method = { name: 'mbank_p2p_kg', cardViewType: CardViewType.p2p } as PaymentMethod;

  it('sends the amount, currency, method, country, fields, payment session, chip flag, captcha results and the intent key', async () => {
    const { cashier } = await started(() => ({}), { user: { paymentGeo: 'KG', currency: 'KGS' } });
    cashier.store.form.paymentSessionId = 'ps_1';
    cashier.store.form.isFromChip = true;
    const parameters = requestParameters(cashier, method, { amount: 1500 });
    const request = p2pCreateRequest({ method, amount: 1500, fields: { bank: 'x' }, idempotencyKey: 'key-12345678', captcha: { captchaResponse: 'v2' }, ...parameters });
    expect(request).toEqual({
      captchaResponse: 'v2', isActivatedBonus: false, amount: 1500, currency: 'KGS', paymentMethod: 'mbank_p2p_kg', selectedCountry: 'KG', fields: { bank: 'x' },
      paymentSessionId: 'ps_1', metadata: { isFromChip: true }, idempotencyKey: 'key-12345678',
    });
    expect(p2pCreateRequest({ method, amount: 1500, fields: {}, idempotencyKey: 'key-12345678', captcha: {}, ...parameters, depositId: 'p9' }).depositId).toBe('p9');
  });

  it('goes to the invoice with what it shows; asks for fields when told to; refuses an invoice without a deposit id', () => {
    const card = { number: '4169585312345678', fullName: 'A B' };
    expect(p2pCreate().interpret({ depositId: 'd1', card, created: '2026-11-24T00:00:00Z', payment_amount: 1500, payment_currency: 'KGS', timeout_minutes: 15, exists: true })).toEqual({
      response: { depositId: 'd1', data: { card, created: '2026-11-24T00:00:00Z', payment_amount: 1500, payment_currency: 'KGS', timeout_minutes: 15 } },
      next: P2P_INVOICE_PATH,
    });
    const fields = [{ name: 'document', type: 'text' }] as never;
    expect(p2pCreate().interpret({ isFieldsRequired: true, fields })).toEqual({ response: { isFieldsRequired: true, fields } });
    // The invoice left open for the fields is named by the repeated create (spec §3 depositId).
    expect(p2pCreate().interpret({ isFieldsRequired: true, fields, depositId: 'p9' }).response).toEqual({ isFieldsRequired: true, fields, depositId: 'p9' });
    expect(() => p2pCreate().interpret({ card })).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
  });

  it('goes to the P2P twin of the unified form with its data when the answer is a unified form (a cross-border fast payment)', () => {
    const instruction = { steps: [{ stepNumber: 1, stepInstruction: 'Open your bank app' }] };
    const requisites = [{ name: 'phone', value: '+7 900 123-45-67', isCopyable: true }];
    const answer = { depositId: 'd2', unifiedFlow: true, created: '2026-11-24T00:00:00Z', lifetime: 600, buttons: ['complete', 'cancel'], instruction, requisites, inputFields: [], payment_amount: 1000, payment_currency: 'RUB' };
    expect(p2pCreate().interpret(answer)).toEqual({
      response: { depositId: 'd2', data: { unifiedFlow: true, created: '2026-11-24T00:00:00Z', instruction, requisites, inputFields: [], lifetime: 600, buttons: ['complete', 'cancel'], payment_amount: 1000, payment_currency: 'RUB' } },
      next: '/deposit/peer-to-peer/unified-form',
    });
    expect(p2pCreate('gazprom').interpret(answer).next).toBe('/deposit/peer-to-peer/unified-form?bank=gazprom');
  });

  it('sends the bank the player pays a cross-border payment from, and none otherwise', async () => {
    const { cashier } = await started(() => ({}), { user: { paymentGeo: 'RU', currency: 'RUB' } });
    const transgran = { ...method, name: 'sbp_transgran_any' };
    const input = { method: transgran, amount: 1000, fields: {}, idempotencyKey: 'key-12345678', captcha: {}, ...requestParameters(cashier, transgran, { amount: 1000 }) };
    expect(p2pCreateRequest(input, 'sber').bank).toBe('sber');
    expect(p2pCreateRequest(input)).not.toHaveProperty('bank', expect.anything());
  });
});

describe('the P2P invoice lines (spec §2 "P2P invoice")', () => {
  it('reads the payment system, the card, the holder, the bank and the description, copyable where the player pastes them', () => {
    const rows = p2pInvoiceRows({ number: '4169585312345678', fullName: 'A B', bank_name: 'MBank', payment_system: 'Visa', transaction_description: 'Deposit X1' });
    expect(rows.map((row) => [row.name, row.value, !!row.isCopyable])).toEqual([
      ['paymentSystem', 'Visa', false], ['cardNumber', '4169585312345678', true], ['recipient', 'A B', true], ['bankName', 'MBank', false], ['reference', 'Deposit X1', true],
    ]);
    expect(rows.find((row) => row.name === 'cardNumber')?.type).toBe('card');
  });

  it('reads a bank account or a wallet phone instead of a card, and nothing of an absent or sealed card', () => {
    expect(p2pInvoiceRows({ bank_account: '1091234567890123' }).map((row) => row.name)).toEqual(['accountNumber']);
    expect(p2pInvoiceRows({ phone: '+8801712345678' }).map((row) => row.name)).toEqual(['phone']);
    expect(p2pInvoiceRows(undefined)).toEqual([]);
    expect(p2pInvoiceRows({ encoded: { key: 'k', iv: 'i', encrypted: 'e', tag: 't' }, fullName: ' ' })).toEqual([]);
  });

  it('puts a sealed card number, drawn by the page, where the card number goes', () => {
    const drawn = 'the drawn number';
    const rows = p2pInvoiceRows({ encoded: { key: 'k', iv: 'i', encrypted: 'e', tag: 't' }, payment_system: 'Visa', fullName: 'A B' }, drawn);
    expect(rows.map((row) => row.name)).toEqual(['paymentSystem', 'cardNumber', 'recipient']);
    expect(rows[1]).toEqual({ name: 'cardNumber', value: '', drawn });
  });
});

describe('a sealed card number (spec §7, AES-GCM)', () => {
  const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as ArrayBuffer).toString('base64');
  async function seal(text: string) {
    const raw = webcrypto.getRandomValues(new Uint8Array(32));
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const key = await webcrypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
    const sealed = new Uint8Array(await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
    return { key: b64(raw), iv: b64(iv), encrypted: b64(sealed.slice(0, -16)), tag: b64(sealed.slice(-16)) };
  }

  it('opens to the card number', async () => {
    expect(await openSealedCard(await seal('4169585312345678'), subtle)).toBe('4169585312345678');
  });

  it('opens a known vector (the GCM specification\'s test case 14: zero key, IV and plaintext)', async () => {
    const hex = (text: string) => Buffer.from(text, 'hex').toString('base64');
    const vector = {
      key: Buffer.alloc(32).toString('base64'),
      iv: Buffer.alloc(12).toString('base64'),
      encrypted: hex('cea7403d4d606b6e074ec5d3baf39d18'),
      tag: hex('d0d1c8a799996bf0265b98b5d48ab919'),
    };
    expect(await openSealedCard(vector, subtle)).toBe('\u0000'.repeat(16));
  });

  it('refuses a tampered tag, a wrong key and broken base64 with the spec\'s message', async () => {
    const sealed = await seal('4169585312345678');
    const flipped = Buffer.from(sealed.tag, 'base64');
    flipped[0]! ^= 1;
    await expect(openSealedCard({ ...sealed, tag: flipped.toString('base64') }, subtle)).rejects.toThrow(DECRYPT_ERROR);
    await expect(openSealedCard({ ...sealed, key: (await seal('x')).key }, subtle)).rejects.toThrow(DECRYPT_ERROR);
    await expect(openSealedCard({ ...sealed, iv: '%%%' }, subtle)).rejects.toThrow(DECRYPT_ERROR);
  });
});

describe('the P2P invoice warning and confirmation id (spec §2, §5)', () => {
  it('warns by what the player pays to: a confirmation id to enter, a card (plain or sealed), a bank account', async () => {
    const { p2pWarningKey } = await import('../../../src/flows/p2p/warning');
    expect(p2pWarningKey('bkash_p2p', { phone: '+880' })).toBe('p2p.warning.confirmationId');
    expect(p2pWarningKey('nagad_p2p', undefined)).toBe('p2p.warning.confirmationId');
    expect(p2pWarningKey('mbank_p2p_kg', { number: '4169' })).toBe('p2p.warning.card');
    expect(p2pWarningKey('elcart_p2p_kg', { encoded: { key: 'k', iv: 'i', encrypted: 'e', tag: 't' } })).toBe('p2p.warning.card');
    expect(p2pWarningKey('optima_p2p_kg', { bank_account: '1091' })).toBe('p2p.warning.bankAccount');
    expect(p2pWarningKey('mbank_p2p_kg', { fullName: 'A B' })).toBeNull();
  });

  it('takes 8 to 10 digits, required where the method needs one', async () => {
    const { confirmationIdProblem, needsConfirmationId } = await import('../../../src/flows/p2p/warning');
    expect(needsConfirmationId('bkash_p2p') && needsConfirmationId('nagad_p2p') && !needsConfirmationId('mbank_p2p_kg')).toBe(true);
    expect(confirmationIdProblem('', true)).toBe('form.field.required');
    expect(confirmationIdProblem('  ', false)).toBeNull();
    expect(confirmationIdProblem('1234567', true)).toBe('paymentMethods.regex_error.confirmationId');
    expect(confirmationIdProblem('12345678', true)).toBeNull();
    expect(confirmationIdProblem(' 1234567890 ', true)).toBeNull();
    expect(confirmationIdProblem('12345678901', true)).toBe('paymentMethods.regex_error.confirmationId');
    expect(confirmationIdProblem('1234 5678', true)).toBe('paymentMethods.regex_error.confirmationId');
    // Western digits only: a letter, or the same number in Arabic-Indic digits, is not an id the provider matches.
    expect(confirmationIdProblem('1234567a', true)).toBe('paymentMethods.regex_error.confirmationId');
    expect(confirmationIdProblem('١٢٣٤٥٦٧٨', true)).toBe('paymentMethods.regex_error.confirmationId');
  });
});

describe('how a P2P invoice ended (spec §4 "Peer-to-peer": AUTO_CANCELED, CANCELED, PAYED end the flow)', () => {
  const view = (status: TransactionStatus, endedAs?: string) => ({ deposit: { status: { status, endedAs }, own: {} }, payment: { isCryptocurrency: false } });
  const declined = { title: 'complete.decline.title', text: 'complete.decline.text' };

  it('ends a cancelled invoice declined, whatever the code with it, unless the code says it was credited', () => {
    for (const code of ['waiting', 'accepted', 'mistaked'] as const) expect(MAIN_DEPOSIT_TABLE.namedEnd('CANCELED', code)).toBe('mistaked');
    expect(MAIN_DEPOSIT_TABLE.namedEnd('CANCELED', 'processed')).toBe('processed');
  });

  it('ends an invoice past its time declined', () => {
    for (const code of ['waiting', 'accepted', 'mistaked'] as const) expect(MAIN_DEPOSIT_TABLE.namedEnd('AUTO_CANCELED', code)).toBe('mistaked');
    expect(MAIN_DEPOSIT_TABLE.namedEnd('AUTO_CANCELED', 'processed')).toBe('processed');
  });

  it('ends a paid invoice as its final code says, else as being processed, never waiting', () => {
    expect(MAIN_DEPOSIT_TABLE.namedEnd('PAYED', 'waiting')).toBe('accepted');
    expect(MAIN_DEPOSIT_TABLE.namedEnd('PAYED', 'accepted')).toBe('accepted');
    expect(MAIN_DEPOSIT_TABLE.namedEnd('PAYED', 'processed')).toBe('processed');
    expect(MAIN_DEPOSIT_TABLE.namedEnd('PAYED', 'mistaked')).toBe('mistaked');
  });

  it('leaves the open states and another spelling to the code', () => {
    for (const named of ['CREATED', 'PENDING', 'canceled', '']) expect(MAIN_DEPOSIT_TABLE.namedEnd(named, 'waiting')).toBeNull();
  });

  it("has the complete page say how an invoice ended unpaid, under the decline's title", () => {
    expect(MAIN_DEPOSIT_TABLE.completeWords(view('mistaked', 'CANCELED'), 'decline', declined)).toEqual({ title: declined.title, text: 'complete.p2p.cancelled' });
    expect(MAIN_DEPOSIT_TABLE.completeWords(view('mistaked', 'AUTO_CANCELED'), 'decline', declined)).toEqual({ title: declined.title, text: 'invoice.expired' });
  });

  it('says nothing of its own of a paid invoice, a declined one no state ended, or one credited after all', () => {
    expect(MAIN_DEPOSIT_TABLE.completeWords(view('mistaked', 'PAYED'), 'decline', declined)).toEqual(declined);
    expect(MAIN_DEPOSIT_TABLE.completeWords(view('mistaked'), 'decline', declined)).toEqual(declined);
    const credited = { title: 'complete.success.title', text: 'complete.success.text' };
    expect(MAIN_DEPOSIT_TABLE.completeWords(view('processed', 'CANCELED'), 'success', credited)).toEqual(credited);
  });

  it('is named by the P2P flow alone: a table without it leaves every name to the code', () => {
    expect(CRYPTO_DEPOSIT_TABLE.namedEnd('CANCELED', 'waiting')).toBeNull();
  });
});
