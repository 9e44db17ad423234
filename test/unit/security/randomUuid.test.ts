import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from '../../../src/security/randomUuid';
import { openPaymentWindow } from '../../../src/payment/paymentWindow';
import { newIntentKey } from '../../../src/state/create/intentKeys';
import { guardHistory } from '../../../src/host/deviceBack';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The `crypto` of an insecure context (an http page, a frame inside one): getRandomValues, no randomUUID. */
function insecureContext() {
  const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as Uint8Array) as unknown as T);
  vi.stubGlobal('crypto', { getRandomValues, subtle: webcrypto.subtle });
  return getRandomValues;
}

describe('random ids in a context without crypto.randomUUID', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds a version 4 UUID from the cryptographic generator, never Math.random', () => {
    const getRandomValues = insecureContext();
    const random = vi.spyOn(Math, 'random');
    const ids = Array.from({ length: 200 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getRandomValues).toHaveBeenCalledTimes(200);
    expect(random).not.toHaveBeenCalled();
  });

  it('uses crypto.randomUUID where the context has it', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    expect(randomUuid()).toMatch(V4);
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  it('opens the payment window (its name is random)', () => {
    insecureContext();
    const popup = { opener: null, closed: false, location: { href: '' } as Location, close: vi.fn() };
    const open = vi.fn((_url?: string, _name?: string) => popup as unknown as Window);
    const payment = openPaymentWindow({ open, document } as unknown as Window);
    expect(payment.blocked).toBe(false);
    expect(open.mock.calls[0]![1]).toMatch(new RegExp(`^payment-cashier-${V4.source.slice(1)}`));
  });

  it('makes an idempotency key', () => {
    insecureContext();
    expect(newIntentKey()).toMatch(V4);
    expect(newIntentKey()).not.toBe(newIntentKey());
  });

  it("guards the device's Back (its history entry is marked with a random id)", () => {
    insecureContext();
    const pushState = vi.fn();
    const win = { history: { state: null, pushState, back: vi.fn() }, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window;
    const stop = guardHistory(win, () => 'stayed');
    expect(pushState.mock.calls[0]![0]).toEqual({ paymentCashierBack: expect.stringMatching(V4) });
    stop();
  });
});
