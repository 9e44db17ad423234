import { afterEach, describe, expect, it, vi } from 'vitest';
import { deploymentFromProps } from '../../../src/element/props';
import { parseHandshake } from '../../../src/host/handshake';
import { isExternalRedirect, readMethodNames } from '../../../src/payment/externalRedirect';
import { openSource, type SourceContext, windowForPress } from '../../../src/payment/openSource';
import type { PaymentWindow } from '../../../src/payment/paymentWindow';

// Spec §4 "A redirect source opens in a new window or an external browser. For a listed set of
// methods an external redirect event is sent instead", and §9's fixed list "skip new window": the
// operator names the methods (`external-redirect-methods`).

afterEach(() => vi.restoreAllMocks());

function context(externalRedirectMethods: readonly string[], platform?: string) {
  const parsed = platform ? parseHandshake({ token: 't', user: { paymentGeo: 'MX', currency: 'MXN', platform } }) : null;
  const notify = vi.fn((_type: string, _payload: unknown) => {});
  const cashier: SourceContext = {
    deployment: { staticBase: '/cashier/static/', externalRedirectMethods },
    store: { locale: 'en', handshake: parsed?.ok ? parsed.handshake : null },
    lifetime: new AbortController().signal,
    notify,
  };
  return Object.assign(cashier, { notify });
}

const windowDouble = () => ({ go: vi.fn(() => true), close: vi.fn(), end: vi.fn(), blocked: false }) as unknown as PaymentWindow & { go: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> };

describe('the methods whose payment page the host opens itself', () => {
  it('are read from the attribute, commas or spaces between them, each once', () => {
    expect(readMethodNames('astropay_mx, skrill_mx  codi_mx,,astropay_mx')).toEqual(['astropay_mx', 'skrill_mx', 'codi_mx']);
    expect(readMethodNames('')).toEqual([]);
    expect(readMethodNames(undefined)).toEqual([]);
    expect(deploymentFromProps({ externalRedirectMethods: 'astropay_mx skrill_mx' }, 'https://casino.example').externalRedirectMethods).toEqual(['astropay_mx', 'skrill_mx']);
    expect(deploymentFromProps({}, 'https://casino.example').externalRedirectMethods).toEqual([]);
  });

  it('hand the payment page to the host (onExternalRedirectEvent) and open no window', () => {
    const cashier = context(['astropay_mx']);
    expect(isExternalRedirect(cashier.deployment, { name: 'astropay_mx' })).toBe(true);
    const open = vi.spyOn(window, 'open');
    expect(windowForPress(cashier, { name: 'astropay_mx' })).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    expect(openSource(cashier, { name: 'astropay_mx' }, 'https://psp.example/pay/1')).toBe('handed-over');
    expect(cashier.notify).toHaveBeenCalledWith('onExternalRedirectEvent', { url: 'https://psp.example/pay/1', paymentMethod: 'astropay_mx' });
    // A form source: its address.
    openSource(cashier, { name: 'astropay_mx' }, { action: 'https://psp.example/form', fields: { a: '1' } });
    expect(cashier.notify).toHaveBeenLastCalledWith('onExternalRedirectEvent', { url: 'https://psp.example/form', paymentMethod: 'astropay_mx' });
  });

  it('are told the same way in a native app, never through openExtBrowser', () => {
    const cashier = context(['astropay_mx'], 'android');
    expect(openSource(cashier, { name: 'astropay_mx' }, 'https://psp.example/pay/1')).toBe('handed-over');
    expect(cashier.notify.mock.calls.map(([event]) => event)).toEqual(['onExternalRedirectEvent']);
    const other = context(['astropay_mx'], 'android');
    openSource(other, { name: 'codi_mx' }, 'https://psp.example/pay/2');
    expect(other.notify.mock.calls.map(([event]) => event)).toEqual(['openExtBrowser']);
  });

  it("leave every other method to the payment window, and an unsafe page to nobody", () => {
    const cashier = context(['astropay_mx']);
    const paymentWindow = windowDouble();
    expect(openSource(cashier, { name: 'codi_mx' }, 'https://psp.example/pay/2', paymentWindow)).toBe('opened');
    expect(paymentWindow.go).toHaveBeenCalledWith('https://psp.example/pay/2');
    expect(cashier.notify).not.toHaveBeenCalled();
    expect(openSource(cashier, { name: 'astropay_mx' }, 'javascript:alert(1)')).toBe('refused');
    expect(cashier.notify).not.toHaveBeenCalled();
  });
});
