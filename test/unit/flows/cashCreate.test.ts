import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { cashCreate } from '../../../src/flows/cash/cashCreate';
import { openPaymentWindow } from '../../../src/payment/paymentWindow';
import { createDeposit } from '../../../src/state/create/createDeposit';
import { CashierError } from '../../../src/transport/errors';
import { type Answer, choose, started, type StartedCashier } from '../state/startedCashier';

const oxxo: PaymentMethod = { name: 'oxxo_cash', cardViewType: CardViewType.cash, text: { en: 'OXXO cash' }, position: 1, iconIds: [] };
const AGENT_PAGE = '/deposit/cash/agent';

/** A browser tab as `window.open` gives it: blank until the agent link arrives. */
function fakeTab() {
  const tab = { opener: {} as Window | null, closed: false, location: { href: 'about:blank' }, close: vi.fn(() => void (tab.closed = true)) };
  const open = vi.fn(() => tab as unknown as Window);
  return { tab, open, win: { open, document } as unknown as Window };
}

/** What the cash page does on a valid Deposit: the blank tab opened in the click, then the shell with the cash strategy. */
function pressDeposit(cashier: StartedCashier, win: Window | null) {
  const agentTab = win ? openPaymentWindow(win) : undefined;
  return createDeposit(cashier, oxxo, cashCreate(agentTab), { amount: 500, givenRoute: AGENT_PAGE, fields: {} });
}

async function onCashPage(answer: Answer, options: Parameters<typeof started>[1] = {}) {
  const ready = await started(answer, { methods: [oxxo], ...options });
  choose(ready.cashier, oxxo);
  ready.cashier.nav.navigate('/deposit/cash');
  return ready;
}

const created = (source: unknown) => () => ({ apiResponse: { depositId: 'd1', source } });

describe('the cash create (spec §2: Deposit opens the agent contact link in a new tab)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') }))));
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a blank tab in the click and points it at the agent link once the deposit exists, then shows the agent page', async () => {
    const { cashier, requests } = await onCashPage(created('https://agents.example/c/d1'));
    const { tab, open, win } = fakeTab();
    const pending = pressDeposit(cashier, win);
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String));
    expect(tab.opener).toBeNull();
    expect(await pending).toEqual({ kind: 'created', payment: 'opened' });
    expect(tab.location.href).toBe('https://agents.example/c/d1');
    expect(tab.close).not.toHaveBeenCalled();
    expect(requests.find((r) => r.name === 'deposit-create')?.payload).toMatchObject({ amount: 500, paymentType: 'oxxo_cash' });
    expect(cashier.nav.current()).toBe(AGENT_PAGE);
    expect(cashier.store.deposit).toMatchObject({ madeOn: '/deposit/cash', opening: 'opened', status: { depositId: 'd1', status: 'waiting' } });
  });

  it('opens a relative agent link on the backend that sent it', async () => {
    const { cashier } = await onCashPage(created('/cash/agent/d1'), { apiUrl: 'https://pay.example/' });
    const { tab, win } = fakeTab();
    await pressDeposit(cashier, win);
    expect(tab.location.href).toBe('https://pay.example/cash/agent/d1');
  });

  it.each(['javascript:alert(document.domain)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses the link %j: closes the tab and keeps the player on the cash page',
    async (unsafe) => {
      const { cashier } = await onCashPage(created(unsafe));
      const { tab, win } = fakeTab();
      expect(await pressDeposit(cashier, win)).toEqual({ kind: 'created', payment: 'refused' });
      expect(tab.location.href).toBe('about:blank');
      expect(tab.close).toHaveBeenCalled();
      expect(cashier.nav.current()).toBe('/deposit/cash');
    },
  );

  it('reports a blocked tab and still shows the agent page, where the link is drawn', async () => {
    const { cashier } = await onCashPage(created('https://agents.example/c/d1'));
    expect(await pressDeposit(cashier, { open: () => null, document } as unknown as Window)).toEqual({ kind: 'created', payment: 'blocked' });
    expect(cashier.nav.current()).toBe(AGENT_PAGE);
    expect(cashier.store.deposit.opening).toBe('blocked');
  });

  it('hands the link to a native app browser instead of a tab', async () => {
    const { cashier, events } = await onCashPage(created('https://agents.example/c/d1'), { user: { paymentGeo: 'MX', currency: 'MXN', platform: 'android' } });
    expect(await pressDeposit(cashier, null)).toEqual({ kind: 'created', payment: 'handed-over' });
    expect(events).toContainEqual({ type: 'openExtBrowser', payload: { url: 'https://agents.example/c/d1' } });
  });

  it('closes the tab when the create fails, and when the answer has no link', async () => {
    const failing = await onCashPage(() => {
      throw new CashierError('http', 'Declined', { status: 400, code: 'banking.merchantClientError', serverMessage: 'Declined' });
    });
    const first = fakeTab();
    expect(await pressDeposit(failing.cashier, first.win)).toMatchObject({ kind: 'failed' });
    expect(first.tab.close).toHaveBeenCalled();
    const linkless = await onCashPage(() => ({ apiResponse: { depositId: 'd2' } }));
    const second = fakeTab();
    expect(await pressDeposit(linkless.cashier, second.win)).toEqual({ kind: 'created', payment: 'none' });
    expect(second.tab.close).toHaveBeenCalled();
  });

  it('makes one deposit for a double press: the second press is busy and closes its own tab', async () => {
    let answer!: (value: unknown) => void;
    const { cashier, requests } = await onCashPage(() => new Promise((resolve) => (answer = resolve)));
    const first = fakeTab();
    const second = fakeTab();
    const firstPress = pressDeposit(cashier, first.win);
    expect(await pressDeposit(cashier, second.win)).toEqual({ kind: 'busy' });
    expect(second.tab.close).toHaveBeenCalled();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer({ apiResponse: { depositId: 'd1', source: 'https://agents.example/c/d1' } });
    expect(await firstPress).toEqual({ kind: 'created', payment: 'opened' });
    expect(first.tab.location.href).toBe('https://agents.example/c/d1');
    expect(requests.filter((r) => r.name === 'deposit-create')).toHaveLength(1);
  });
});
