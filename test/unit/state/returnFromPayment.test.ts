import { playerOf } from '../../../src/state/playerOf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract';
import { redirectCreate } from '../../../src/state/create/redirectCreate';
import {
  rememberLeaving, RETURN_WINDOW_MS, returnUrlFor, takeReturning,
} from '../../../src/state/actions/returnFromPayment';
import { RETURN_PARAM } from '../../../src/payment/returnMarker';
import { createDeposit } from '../../../src/state/create/createDeposit';
import { forgetPlayer } from '../../../src/state/forgetPlayer';
import { browserSalt, playerTag } from '../../../src/state/keptNames';
import { choose, started } from './startedCashier';

/** The started cashier's player (token 't', no user id) as the entry names them. */
const player = () => playerTag(browserSalt(localStorage), playerOf({ token: 't', userId: undefined })!);

const codi: PaymentMethod = { name: 'codi_mx', cardViewType: 0, text: { en: 'CoDi' }, position: 1, iconIds: [] };

describe('returnUrl', () => {
  it("is this page's origin and path with a marker: nothing of the host's query (a token) or fragment reaches a provider", () => {
    expect(returnUrlFor('https://casino.example/cashier?token=SECRET&sid=42#top')).toBe(`https://casino.example/cashier?${RETURN_PARAM}=1`);
  });

  it("is the operator's return-url when set, marked, relative to this page", () => {
    expect(returnUrlFor('https://casino.example/cashier?token=SECRET', 'https://casino.example/lobby?tab=cashier')).toBe(`https://casino.example/lobby?tab=cashier&${RETURN_PARAM}=1`);
    expect(returnUrlFor('https://casino.example/cashier?token=SECRET', '/lobby')).toBe(`https://casino.example/lobby?${RETURN_PARAM}=1`);
    expect(returnUrlFor('https://casino.example/cashier', 'javascript:alert(1)')).toBeUndefined();
  });

  it('is none for pages a provider cannot link back to', () => {
    for (const href of ['about:srcdoc', 'file:///app/index.html', 'not a url']) expect(returnUrlFor(href)).toBeUndefined();
  });
});

describe('coming back from paying in this tab', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') }))));
    sessionStorage.clear();
    history.replaceState(null, '', '/lobby');
  });
  afterEach(() => vi.unstubAllGlobals());

  async function leftToPay(handshake: Record<string, unknown> = {}) {
    const { cashier, requests } = await started(() => ({ apiResponse: { depositId: 'd1', source: 'https://psp.example/pay/d1' } }), { methods: [codi], handshake });
    choose(cashier, codi);
    await createDeposit(cashier, codi, redirectCreate(undefined), { amount: 150, givenRoute: '/deposit/complete', fields: {} });
    const leftAt = Date.now();
    rememberLeaving(cashier, leftAt);
    return { cashier, requests, leftAt };
  }

  it('sends this page as the returnUrl of the create', async () => {
    const { requests } = await leftToPay();
    const create = requests.find((r) => r.name === 'deposit-create')!;
    expect(create.payload.returnUrl).toBe(`${location.origin}/lobby?${RETURN_PARAM}=1`);
  });

  it('opens on the complete page of that deposit, once', async () => {
    await leftToPay();
    history.replaceState(null, '', `/lobby?${RETURN_PARAM}=1`);
    const { cashier } = await started(() => ({}), { methods: [codi] });
    expect(cashier.nav.current()).toBe('/deposit/complete');
    expect(cashier.store.payment.paymentMethod).toEqual({ name: 'codi_mx', cardViewType: 0 });
    expect(cashier.store.deposit.status).toEqual({ depositId: 'd1', status: 'waiting' });
    expect(cashier.store.deposit.summary).toMatchObject({ amount: 150, currency: 'MXN' });
    expect(cashier.store.deposit.response?.source).toBe('https://psp.example/pay/d1');
    // The marker left the address and the entry the storage: a reload shows the list.
    expect(location.search).toBe('');
    expect(takeReturning(player(), window)).toBeUndefined();
    const again = await started(() => ({}), { methods: [codi] });
    expect(again.cashier.nav.current()).toBe('/deposit');
  });

  it('shows the list without the marker, after an hour, or with a damaged entry', async () => {
    const { leftAt } = await leftToPay();
    expect(takeReturning(player(), window, leftAt + 1)).toBeUndefined(); // no marker: the entry stays for the return
    history.replaceState(null, '', `/lobby?${RETURN_PARAM}=1`);
    expect(takeReturning(player(), window, leftAt + RETURN_WINDOW_MS)).toBeUndefined();
    sessionStorage.setItem('payment-cashier:returning', '{"depositId":1}');
    history.replaceState(null, '', `/lobby?${RETURN_PARAM}=1`);
    expect(takeReturning(player(), window, leftAt + 1)).toBeUndefined();
    sessionStorage.setItem('payment-cashier:returning', '{not json');
    history.replaceState(null, '', `/lobby?${RETURN_PARAM}=1`);
    expect(takeReturning(player(), window, leftAt + 1)).toBeUndefined();
  });

  it("is acted on only by the same player's cashier: another player's opens on the list, and the entry is gone", async () => {
    await leftToPay();
    expect(sessionStorage.getItem('payment-cashier:returning')).not.toContain('"t"'); // the player named by a salted tag
    history.replaceState(null, '', `/lobby?${RETURN_PARAM}=1`);
    const { cashier } = await started(() => ({}), { methods: [codi], handshake: { userId: 'another-player' } });
    expect(cashier.nav.current()).toBe('/deposit');
    expect(cashier.store.deposit.status.depositId).not.toBe('d1');
    expect(sessionStorage.getItem('payment-cashier:returning')).toBeNull();
  });

  it("is forgotten with the player: not another player's", async () => {
    await leftToPay({ userId: 'u-7' });
    forgetPlayer('another-player');
    expect(sessionStorage.getItem('payment-cashier:returning')).not.toBeNull();
    forgetPlayer('u-7');
    expect(sessionStorage.getItem('payment-cashier:returning')).toBeNull();
  });
});
