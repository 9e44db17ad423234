// @vitest-environment node
import { webcrypto } from 'node:crypto';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createCaptchaService } from '../../../demo/sandbox/captcha';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { P2P_CARD_NUMBER, P2P_TIMEOUT_MINUTES } from '../../../demo/sandbox/invoices';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';
import { DEPOSIT_CALLS, type P2pDeposit } from '../../../src/contract/deposit';

// The sandbox side: P2P invoices with a lifecycle, answered under the contract the widget
// checks (deposit-create-p2p, deposit-check, deposit-complete, deposit-cancel, deposit-status).

const player = { token: 'p2p-player', origin: 'http://sandbox.test' };
/** The Kyrgyz P2P methods ask for reCAPTCHA: each create carries fresh tokens, as the stand-in hands them out. */
const captcha = createCaptchaService();
const solved = () => ({ captchaResponse: captcha.recaptchaToken('v2', ''), captchaResponseV3: captcha.recaptchaToken('v3', 'p2pUserScore') });
const create = (overrides: Record<string, unknown> = {}) => ({
  amount: 1500, currency: 'KGS', paymentMethod: 'mbank_p2p_kg', selectedCountry: 'KG', idempotencyKey: `key-${Math.random()}`, ...solved(), ...overrides,
});

function setup() {
  const pushes: Record<string, unknown>[] = [];
  const store = createDepositStore((token, status) => pushes.push({ token, ...status }), 3000);
  const handleCall = createSandboxApi(createPaymentHandlers(store, undefined, captcha));
  const p2p = async (overrides: Record<string, unknown> = {}) => handleCall('payment', 'deposit-create-p2p', create(overrides), player);
  const invoice = async (overrides: Record<string, unknown> = {}) => (await p2p(overrides)).data as P2pDeposit;
  return { store, pushes, handleCall, p2p, invoice };
}

afterEach(() => vi.useRealTimers());

describe('the sandbox P2P invoice (deposit-create-p2p)', () => {
  it('answers a card to pay, the amount, when it was made and its timeout, under the contract', async () => {
    const { p2p } = setup();
    const answer = await p2p();
    expect(answer.status).toBe(200);
    expect(v.safeParse(DEPOSIT_CALLS.depositCreateP2p.response, answer.data).success).toBe(true);
    expect(answer.data).toMatchObject({
      card: { number: P2P_CARD_NUMBER, fullName: expect.any(String), bank_name: expect.any(String) },
      payment_amount: 1500, payment_currency: 'KGS', timeout_minutes: P2P_TIMEOUT_MINUTES, exists: false,
    });
  });

  it('answers the open invoice again, as existing, instead of a second one; deposit-check finds it with its card', async () => {
    const { invoice, handleCall } = setup();
    const first = await invoice();
    const again = await invoice({ amount: 2000 });
    expect(again).toMatchObject({ depositId: first.depositId, exists: true, payment_amount: 1500 });
    const check = await handleCall('payment', 'deposit-check', { paymentMethod: 'mbank_p2p_kg', selectedCountry: 'KG' }, player);
    expect(check.data).toMatchObject({ exists: true, depositId: first.depositId, card: { number: P2P_CARD_NUMBER } });
    expect(v.safeParse(DEPOSIT_CALLS.depositCheck.response, check.data).success).toBe(true);
    // Named with what was asked for (after a create that timed out), it answers only a deposit of that amount and currency.
    const named = (amount: number, currency: string) => handleCall('payment', 'deposit-check', { paymentMethod: 'mbank_p2p_kg', selectedCountry: 'KG', amount, currency }, player);
    expect((await named(1500, 'KGS')).data).toMatchObject({ exists: true, depositId: first.depositId });
    expect((await named(2000, 'KGS')).data).toEqual({ exists: false });
    expect((await named(1500, 'USD')).data).toEqual({ exists: false });
  });

  it('pays with a bank account on Optima Bank, a phone on bKash, and a sealed card on Elcart that opens to the card number', async () => {
    const { invoice } = setup();
    expect((await invoice({ paymentMethod: 'optima_p2p_kg' })).card).toMatchObject({ bank_account: expect.stringMatching(/^\d{16}$/), bank_name: 'Optima Bank' });
    expect((await invoice({ paymentMethod: 'bkash_p2p', currency: 'BDT', amount: 1000 })).card).toMatchObject({ phone: expect.any(String), payment_system: 'bKash' });
    const sealed = (await invoice({ paymentMethod: 'elcart_p2p_kg' })).card!;
    expect(sealed.number).toBeUndefined();
    const part = (name: 'key' | 'iv' | 'encrypted' | 'tag') => Buffer.from(sealed.encoded![name], 'base64');
    const key = await webcrypto.subtle.importKey('raw', part('key'), 'AES-GCM', false, ['decrypt']);
    const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: part('iv') }, key, Buffer.concat([part('encrypted'), part('tag')]));
    expect(new TextDecoder().decode(plain)).toBe(P2P_CARD_NUMBER);
  });

  it('refuses the same key with another amount or bank (409), and replays it with new captcha tokens', async () => {
    const { p2p } = setup();
    const first = await p2p({ idempotencyKey: 'p2p-intent-1' });
    expect(first.status).toBe(200);
    expect(await p2p({ idempotencyKey: 'p2p-intent-1' })).toEqual(first);
    expect((await p2p({ idempotencyKey: 'p2p-intent-1', amount: 1600 })).status).toBe(409);
    expect((await p2p({ idempotencyKey: 'p2p-intent-1', bank: 'optima' })).status).toBe(409);
  });

  it('refuses the same key with the bonus turned, another region or an open deposit named (409)', async () => {
    const { p2p } = setup();
    const first = await p2p({ idempotencyKey: 'p2p-bonus-1', bonusId: 7, isActivatedBonus: true });
    expect(first.status).toBe(200);
    expect(await p2p({ idempotencyKey: 'p2p-bonus-1', bonusId: 7, isActivatedBonus: true })).toEqual(first);
    for (const other of [{ isActivatedBonus: false }, { bonusId: 8 }, { selectedCountry: 'UZ' }, { depositId: 'open-1' }]) {
      expect((await p2p({ idempotencyKey: 'p2p-bonus-1', bonusId: 7, isActivatedBonus: true, ...other })).status, JSON.stringify(other)).toBe(409);
    }
  });

  it('asks for the captcha again on the first create of an intent with cents .66, then creates it', async () => {
    const { handleCall } = setup();
    const intent = create({ amount: 1500.66 });
    expect(await handleCall('payment', 'deposit-create-p2p', intent, player)).toEqual({ status: 400, error: { code: 'captcha_required', message: 'Captcha required' } });
    const retried = await handleCall('payment', 'deposit-create-p2p', { ...intent, ...solved() }, player);
    expect(retried.status).toBe(200);
    expect((retried.data as P2pDeposit).depositId).toEqual(expect.any(String));
  });

  it('answers cents .77 with an invoice that breaks the contract (the widget raises onInvalidP2PResponse)', async () => {
    const { p2p } = setup();
    const answer = await p2p({ amount: 1500.77 });
    expect(answer.status).toBe(200);
    expect(v.safeParse(DEPOSIT_CALLS.depositCreateP2p.response, answer.data).success).toBe(false);
  });

  it('refuses a method that is not P2P, an amount outside the limits and a payload without the method', async () => {
    const { p2p, handleCall } = setup();
    expect((await p2p({ paymentMethod: 'codi_mx' })).status).toBe(404);
    expect((await p2p({ amount: 0.5 })).status).toBe(400);
    expect((await handleCall('payment', 'deposit-create-p2p', { amount: 10, currency: 'KGS', idempotencyKey: 'key-12345678' }, player)).status).toBe(400);
  });
});

describe('a cross-border fast payment answers a unified form', () => {
  it('with the steps, requisites and field of the form, under the P2P contract', async () => {
    const { invoice, p2p } = setup();
    const answer = await p2p({ paymentMethod: 'sbp_transgran_rabbit_tbank', currency: 'RUB', amount: 1000 });
    expect(v.safeParse(DEPOSIT_CALLS.depositCreateP2p.response, answer.data).success).toBe(true);
    expect(answer.data).toMatchObject({ unifiedFlow: true, lifetime: 600, buttons: ['complete', 'cancel'], instruction: { steps: expect.any(Array) }, requisites: expect.any(Array), payment_amount: 1000 });
    expect((await invoice({ paymentMethod: 'mbank_p2p_kg' })).unifiedFlow).toBeUndefined();
  });

  it('asks which bank a payment from any bank is paid from, and refuses another bank than a rabbit method\'s own', async () => {
    const { p2p } = setup();
    const rub = { currency: 'RUB', amount: 1000 };
    expect(await p2p({ ...rub, paymentMethod: 'sbp_transgran_any' })).toMatchObject({ status: 400, error: { code: 'banking.merchantClientError', message: expect.stringContaining('t-bank, sber, gazprom') } });
    expect(await p2p({ ...rub, paymentMethod: 'sbp_transgran_any', bank: 'alfa' })).toMatchObject({ status: 400 });
    expect(await p2p({ ...rub, paymentMethod: 'sbp_transgran_any', bank: 'gazprom' })).toMatchObject({ status: 200, data: { unifiedFlow: true } });
    expect(await p2p({ ...rub, paymentMethod: 'sbp_transgran_rabbit_sber', bank: 't-bank' })).toMatchObject({ status: 400 });
    expect(await p2p({ ...rub, paymentMethod: 'sbp_transgran_rabbit_sber', bank: 'sber' })).toMatchObject({ status: 200 });
  });

  it('answers the open form again, as existing; deposit-check knows only card invoices', async () => {
    const { p2p, handleCall } = setup();
    const request = { currency: 'RUB', amount: 1000, paymentMethod: 'sbp_transgran_any', bank: 'sber' };
    const first = (await p2p(request)).data as P2pDeposit;
    const again = (await p2p(request)).data as P2pDeposit;
    expect(again).toMatchObject({ depositId: first.depositId, unifiedFlow: true, exists: true });
    expect((await handleCall('payment', 'deposit-check', { paymentMethod: 'sbp_transgran_any', selectedCountry: 'RU' }, player)).data).toEqual({ exists: false });
  });
});

describe('bKash and Nagad: Paid carries the confirmation id', () => {
  it('refuses Paid without 8 to 10 digits, and takes it with them', async () => {
    const { invoice, handleCall } = setup();
    const { depositId } = await invoice({ paymentMethod: 'bkash_p2p', currency: 'BDT', amount: 1000 });
    const paid = (confirmationId?: string) => handleCall('payment', 'deposit-complete', { depositId, paymentMethod: 'bkash_p2p', ...(confirmationId ? { confirmationId } : {}) }, player);
    expect((await paid()).status).toBe(400);
    expect((await paid('1234567')).status).toBe(400);
    expect(await paid('12345678')).toEqual({ status: 200, data: { status: 0 } });
  });
});

describe('the P2P invoice lifecycle, by name beside the code', () => {
  const status = async (handleCall: ReturnType<typeof setup>['handleCall'], depositId: string) =>
    (await handleCall('banking', 'deposit-status', { depositId, paymentMethod: 'mbank_p2p_kg' }, player)).data;

  it('is CREATED, then PENDING when the player says they paid, then PAYED about 3 s later, pushed', async () => {
    vi.useFakeTimers();
    const { invoice, handleCall, pushes } = setup();
    const { depositId } = await invoice();
    expect(await status(handleCall, depositId!)).toEqual({ depositId, status: 0, transactionStatus: 'CREATED' });
    await handleCall('payment', 'deposit-complete', { depositId, paymentMethod: 'mbank_p2p_kg' }, player);
    expect(await status(handleCall, depositId!)).toMatchObject({ status: 0, transactionStatus: 'PENDING' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(pushes.at(-1)).toEqual({ token: player.token, depositId, status: 1, transactionStatus: 'PAYED' });
  });

  it('is CANCELED when the player gives it up, or when the check after Paid declines it (cents .13)', async () => {
    vi.useFakeTimers();
    const { invoice, handleCall } = setup();
    const cancelled = await invoice();
    await handleCall('payment', 'deposit-cancel', { depositId: cancelled.depositId, paymentMethod: 'mbank_p2p_kg' }, player);
    expect(await status(handleCall, cancelled.depositId!)).toMatchObject({ status: 2, transactionStatus: 'CANCELED' });
    const declined = await invoice({ paymentMethod: 'optima_p2p_kg', amount: 1500.13 });
    await handleCall('payment', 'deposit-complete', { depositId: declined.depositId, paymentMethod: 'optima_p2p_kg' }, player);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await status(handleCall, declined.depositId!)).toMatchObject({ status: 2, transactionStatus: 'CANCELED' });
  });

  it('is AUTO_CANCELED when its timeout passes unpaid, and a new create then makes a new invoice', async () => {
    vi.useFakeTimers();
    const { invoice, handleCall } = setup();
    const first = await invoice();
    await vi.advanceTimersByTimeAsync(P2P_TIMEOUT_MINUTES * 60_000);
    expect(await status(handleCall, first.depositId!)).toMatchObject({ status: 2, transactionStatus: 'AUTO_CANCELED' });
    const next = await invoice();
    expect(next.depositId).not.toBe(first.depositId);
    expect(next.exists).toBe(false);
  });

  it('expires a player\'s open invoices at once when the tests move its clock on, no one else\'s and no paid one', async () => {
    const { invoice, handleCall, store } = setup();
    const open = await invoice();
    const paid = await invoice({ paymentMethod: 'optima_p2p_kg' });
    await handleCall('payment', 'deposit-complete', { depositId: paid.depositId, paymentMethod: 'optima_p2p_kg' }, player);
    const other = (await handleCall('payment', 'deposit-create-p2p', create(), { ...player, token: 'someone-else' })).data as P2pDeposit;
    expect(store.expireOpen(player.token)).toBe(1);
    expect(await status(handleCall, open.depositId!)).toMatchObject({ status: 2, transactionStatus: 'AUTO_CANCELED' });
    expect(await status(handleCall, paid.depositId!)).toMatchObject({ transactionStatus: 'PENDING' });
    expect(store.get(other.depositId!)?.status).toBe('created');
  });
});

describe('India: a UPI method prepares, then is created without a page to open', () => {
  it('answers the QR details and the requisites with their bank for UPI, and refuses a method that needs no preparation', async () => {
    const { handleCall } = setup();
    const prepared = await handleCall('payment', 'deposit-prepare', { paymentMethod: 'upi_india' }, player);
    expect(prepared.status).toBe(200);
    expect(v.safeParse(DEPOSIT_CALLS.depositPrepare.response, prepared.data).success).toBe(true);
    expect(prepared.data).toMatchObject({ details: [{ type: 'QR', value: expect.stringMatching(/^upi:\/\/pay\?/) }], requisites: [{ name: 'upiId', bankName: expect.any(String) }, { name: 'recipient' }] });
    expect((await handleCall('payment', 'deposit-prepare', { paymentMethod: 'paytm_india' }, player)).status).toBe(400);
    expect((await handleCall('payment', 'deposit-prepare', { paymentMethod: 'mbank_p2p_kg' }, player)).status).toBe(404);
    const created = await handleCall('payment', 'deposit-create', { amount: 1000, currency: 'INR', paymentType: 'upi_india', idempotencyKey: 'key-india-1' }, player);
    expect((created.data as { apiResponse: Record<string, unknown> }).apiResponse).toEqual({ depositId: expect.any(String), method: 'upi_india', data: null });
  });
});
