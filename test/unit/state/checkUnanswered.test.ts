import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract';
import { redirectCreate } from '../../../src/state/create/redirectCreate';
import { checkUnanswered } from '../../../src/state/actions/checkUnanswered';
import type { ErrorPageState } from '../../../src/state/actions/goToError';
import { createDeposit } from '../../../src/state/create/createDeposit';
import { CALL_TIMEOUT_MS } from '../../../src/transport/callTimeout';
import { CashierError } from '../../../src/transport/errors';
import { type Answer, choose, started } from './startedCashier';

const codi: PaymentMethod = { name: 'codi_mx', cardViewType: 0, text: { en: 'CoDi' }, position: 1, iconIds: [] };

/** A create the backend never answers, past the 30 s batch timeout. */
async function timedOut(check: Answer, currency?: string) {
  const { cashier, requests } = await started(() => new Promise(() => {}), { methods: [codi], answers: { 'deposit-check': check } });
  choose(cashier, codi);
  cashier.nav.navigate('/deposit/redirect');
  vi.useFakeTimers();
  const result = createDeposit(cashier, codi, redirectCreate(undefined), { amount: 150, givenRoute: '/deposit/complete', fields: {}, currency });
  await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS + 1);
  vi.useRealTimers();
  expect(await result).toMatchObject({ kind: 'failed', error: { kind: 'timeout' } });
  const state = cashier.nav.state() as ErrorPageState;
  return { cashier, requests, state };
}

describe('a create with no answer in 30 s (spec §2 Guards)', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes to the error page with what is needed to look the deposit up', async () => {
    const { cashier, state } = await timedOut(() => ({ exists: false }));
    expect(cashier.nav.current()).toBe('/error?backRoute=%2Fdeposit%2Fredirect');
    expect(state.unanswered).toMatchObject({ method: { name: 'codi_mx', cardViewType: 0 }, amount: 150, currency: 'MXN' });
  });

  it('looks up the deposit of the amount and currency asked for (a coin), not any open one of the method', async () => {
    const { cashier, requests, state } = await timedOut(() => ({ exists: false }), 'USDT');
    expect(await checkUnanswered(cashier, state.unanswered!, '/deposit/redirect')).toBe('none');
    expect(requests.at(-1)).toEqual({ name: 'deposit-check', payload: { paymentMethod: 'codi_mx', selectedCountry: 'MX', amount: 150, currency: 'USDT' } });
  });

  it("found: the deposit's complete page, following its status", async () => {
    const { cashier, requests, state } = await timedOut(() => ({ exists: true, depositId: 'd-late' }));
    expect(await checkUnanswered(cashier, state.unanswered!, '/deposit/redirect')).toBe('found');
    expect(requests.at(-1)).toEqual({ name: 'deposit-check', payload: { paymentMethod: 'codi_mx', selectedCountry: 'MX', amount: 150, currency: 'MXN' } });
    expect(cashier.nav.current()).toBe('/deposit/complete');
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd-late', status: 'waiting' });
    expect(cashier.store.deposit.summary).toMatchObject({ amount: 150, currency: 'MXN' });
    expect(cashier.store.deposit.madeOn).toBe('/deposit/redirect');
  });

  it("none: stays, and says so; a failed look-up is never read as 'none'", async () => {
    const none = await timedOut(() => ({ exists: false }));
    expect(await checkUnanswered(none.cashier, none.state.unanswered!, '/deposit/redirect')).toBe('none');
    expect(none.cashier.nav.current()).toMatch(/^\/error/);
    const broken = await timedOut(() => {
      throw new CashierError('http', 'Internal error', { status: 500 });
    });
    expect(await checkUnanswered(broken.cashier, broken.state.unanswered!, '/deposit/redirect')).toBe('failed');
    const odd = await timedOut(() => ({ exists: true }));
    expect(await checkUnanswered(odd.cashier, odd.state.unanswered!, '/deposit/redirect')).toBe('none');
  });
});
