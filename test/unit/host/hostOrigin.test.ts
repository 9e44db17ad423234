import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parentFrameChannel } from '../../../src/host/channels';
import { connectHost } from '../../../src/element/connectHost';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { quietTransport } from '../state/quietTransport';

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };
const CONFIGURED = 'https://casino.example';
const OTHER = 'https://evil.example';

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
  const cashier = createCashier({
    readDeployment: () => deployment,
    channels: () => [parentFrameChannel(win, () => cashier.hostOrigin())!],
    modes: MAIN_MODES,
    configuredOrigin: () => CONFIGURED,
    transportFactory: () => quietTransport,
  });
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

describe('a host origin set by a script right after the element upgrades', () => {
  function lateOriginCashier() {
    const { win, parent, fromParent } = framedWindow();
    let origin: string | undefined;
    const cashier = createCashier({ readDeployment: () => deployment, channels: () => [parentFrameChannel(win, () => cashier.hostOrigin())!], modes: MAIN_MODES, configuredOrigin: () => origin, transportFactory: () => quietTransport });
    const disconnect = connectHost(cashier, win, () => 'iframe');
    const setOrigin = (value: string) => (origin = value);
    return { cashier, parent, fromParent, disconnect, setOrigin };
  }
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('sends Loaded to that origin at the end of the task, and logs nothing', async () => {
    const { cashier, parent, disconnect, setOrigin } = lateOriginCashier();
    setOrigin(CONFIGURED);
    expect(parent.postMessage).not.toHaveBeenCalled();
    await settle();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'Loaded', payload: { version: expect.any(String) } }, CONFIGURED);
    expect(errors).not.toHaveBeenCalled();
    disconnect();
    cashier.destroy();
  });

  it('without one, says so once in the console, and not again for each ignored message', async () => {
    const { cashier, parent, fromParent, disconnect } = lateOriginCashier();
    await settle();
    fromParent(CONFIGURED, { type: 'loaded', payload: { token: 't' } });
    fromParent(CONFIGURED, { type: 'close' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('set the `host` or `x-origin` attribute');
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(cashier.store.phase).not.toBe('ready');
    disconnect();
    cashier.destroy();
  });

  it('sends nothing when the element is removed within that task', async () => {
    const { cashier, parent, disconnect, setOrigin } = lateOriginCashier();
    setOrigin(CONFIGURED);
    disconnect();
    await settle();
    expect(parent.postMessage).not.toHaveBeenCalled();
    cashier.destroy();
  });
});
