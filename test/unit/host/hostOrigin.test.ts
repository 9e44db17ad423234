import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentFrameChannel } from '../../../src/host/channels';
import { connectHost } from '../../../src/host/connectHost';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import type { Transport } from '../../../src/transport/types';

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };
const CONFIGURED = 'https://casino.example';
const OTHER = 'https://evil.example';

const quietTransport: Transport = {
  mode: 'http',
  async request() {
    return { paymentGroups: [], paymentMethods: [], isGeoSelectorEnabled: false, countries: [] };
  },
  subscribe: () => () => {},
  close() {},
};

/** A framed page: a window whose parent is another window that records what is posted to it. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(new EventTarget(), {
    parent,
    location: { href: 'https://pay.example/cashier', origin: 'https://pay.example' },
    history: { state: null, replaceState: vi.fn() },
  }) as unknown as Window;
  const fromParent = (origin: string, data: unknown) => {
    const event = new Event('message');
    Object.defineProperties(event, { origin: { value: origin }, source: { value: parent }, data: { value: JSON.stringify(data) } });
    win.dispatchEvent(event);
  };
  return { win, parent, fromParent };
}

function framedCashier() {
  const { win, parent, fromParent } = framedWindow();
  const cashier = createCashier(
    deployment,
    () => [parentFrameChannel(win, () => cashier.hostOrigin())!],
    () => CONFIGURED,
    () => quietTransport,
  );
  const disconnect = connectHost(cashier, win, () => 'iframe');
  const postedTo = () => parent.postMessage.mock.calls.map(([message, origin]) => [message.type, origin]);
  return { cashier, fromParent, postedTo, disconnect };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the host origin comes from the element, never from a handshake payload (DESIGN §2)', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps trusting and posting to the configured origin after a loaded payload names another', async () => {
    const { cashier, fromParent, postedTo, disconnect } = framedCashier();
    fromParent(CONFIGURED, { type: 'loaded', payload: { token: 't', xOrigin: OTHER, host: OTHER } });
    await vi.waitFor(() => expect(cashier.store.phase).toBe('ready'));
    expect(cashier.hostOrigin()).toBe(CONFIGURED);

    fromParent(OTHER, { type: 'close' });
    await settle();
    expect(postedTo().map(([type]) => type)).not.toContain('onClose');

    fromParent(CONFIGURED, { type: 'close' });
    expect(postedTo().map(([type]) => type)).toContain('onClose');
    expect(postedTo().map(([, origin]) => origin)).toEqual(postedTo().map(() => CONFIGURED));
    expect(postedTo().map(([type]) => type)).toEqual(expect.arrayContaining(['Loaded', 'onInit', 'onClose']));
    disconnect();
    cashier.destroy();
  });
});
