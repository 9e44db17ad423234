import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../src/api/call';
import { CALL_TIMEOUT_MS } from '../../../src/transport/callTimeout';
import * as v from 'valibot';
import type { CallSpec } from '../../../src/contract';
import { CALLS } from '../../../src/contract/calls';
import { getPaymentMethods } from '../../../src/api/getPaymentMethods';
import { CashierError } from '../../../src/transport/errors';
import type { Transport } from '../../../src/transport/types';

const fakeTransport = (request: Transport['request']): Transport => ({
  mode: 'http',
  request,
  subscribe: () => () => {},
  close() {},
});

const validMethods = {
  paymentGroups: [],
  paymentMethods: [{ name: 'visa', cardViewType: 1, text: { en: 'Visa' }, position: 1, iconIds: ['visa'] }],
};

const methodsRequest = { country: 'MX', currency: { code: 'MXN', type: 'fiat' as const } };
const limitsRequest = { currency: 'MXN', paymentMethod: 'spei_mx' };

describe('call(): the validated boundary', () => {
  afterEach(() => vi.useRealTimers());

  it('returns a valid answer as parsed data', async () => {
    const api = { transport: fakeTransport(async () => validMethods), onCallFailed: vi.fn() };
    const result = await getPaymentMethods(api, { country: 'MX', currency: { code: 'MXN', type: 'fiat' } });
    expect(result.paymentMethods[0]?.name).toBe('visa');
    expect(api.onCallFailed).not.toHaveBeenCalled();
  });

  it('turns a malformed answer into a typed error naming the call and the field', async () => {
    const api = { transport: fakeTransport(async () => ({ paymentGroups: 'nope', paymentMethods: [] })), onCallFailed: vi.fn() };
    const error = (await call(api, CALLS.methodsPayment, methodsRequest).catch((e: unknown) => e)) as CashierError;
    expect(error).toBeInstanceOf(CashierError);
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('methods-payment-v5');
    expect(error.message).toContain('paymentGroups');
    expect(api.onCallFailed).toHaveBeenCalledWith(CALLS.methodsPayment, error);
  });

  it("never names what a malformed answer held (a player's data): only what was expected where", async () => {
    const answer = { paymentGroups: [], paymentMethods: [{ name: 'visa', cardViewType: 1, text: { en: 'Visa' }, position: '4111 1111 1111 1111', iconIds: [] }] };
    const api = { transport: fakeTransport(async () => answer), onCallFailed: vi.fn() };
    const error = (await call(api, CALLS.methodsPayment, methodsRequest).catch((e: unknown) => e)) as CashierError;
    expect(error.message).toContain('paymentMethods.0.position: expected number');
    expect(error.message).not.toContain('4111');
    expect(error.message).not.toMatch(/received/i);
  });

  it('retries network failures of calls marked retry', async () => {
    vi.useFakeTimers();
    const request = vi
      .fn<Transport['request']>()
      .mockRejectedValueOnce(new CashierError('network', 'Failed to fetch'))
      .mockResolvedValueOnce(validMethods);
    const api = { transport: fakeTransport(request), onCallFailed: vi.fn() };
    const result = call(api, CALLS.methodsPayment, methodsRequest);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ paymentGroups: [] });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('retries exactly the calls spec §7 marks retry: a deposit check, a withdrawal list or a conversion fails at once', () => {
    const retried = Object.values(CALLS).filter((spec) => spec.retry).map((spec) => spec.name);
    expect(retried.sort()).toEqual(['bank-get', 'deposit-status', 'methods-payment-v3', 'methods-payment-v5']);
  });

  it('does not retry calls that are not marked retry', async () => {
    const request = vi.fn<Transport['request']>().mockRejectedValue(new CashierError('network', 'Failed to fetch'));
    const api = { transport: fakeTransport(request), onCallFailed: vi.fn() };
    await expect(call(api, CALLS.depositLimits, limitsRequest)).rejects.toMatchObject({ kind: 'network' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it.each(Object.values(CALLS).map((spec) => [spec.name, spec] as const))('gives up on %s after 30 s with a timeout, aborting what is in flight', async (_name, spec) => {
    vi.useFakeTimers();
    let aborted = false;
    const api = {
      transport: fakeTransport((_spec, _payload, signal) => new Promise((_, reject) => signal?.addEventListener('abort', () => ((aborted = true), reject(new CashierError('aborted', 'Request aborted')))))),
      onCallFailed: vi.fn(),
    };
    const pending = call(api, spec as CallSpec, {} as never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(aborted).toBe(true);
    expect(api.onCallFailed).toHaveBeenCalledWith(spec, expect.objectContaining({ kind: 'timeout' }));
  });

  it('reports nothing for an aborted call', async () => {
    const api = {
      transport: fakeTransport(async () => {
        throw new CashierError('aborted', 'Request aborted');
      }),
      onCallFailed: vi.fn(),
    };
    await expect(call(api, CALLS.depositLimits, limitsRequest)).rejects.toMatchObject({ kind: 'aborted' });
    expect(api.onCallFailed).not.toHaveBeenCalled();
  });

  it('raises the host event a call names for an answer that breaks the contract, besides the error', async () => {
    const p2pCall = {
      prefix: 'banking', name: 'deposit-create-p2p', method: 'POST', retry: false,
      request: v.object({ amount: v.number() }), response: v.object({ depositId: v.string() }),
      invalidAnswerEvent: 'onInvalidP2PResponse',
    } as const satisfies CallSpec;
    const api = { transport: fakeTransport(async () => ({ depositId: 7 })), onCallFailed: vi.fn(), onInvalidAnswer: vi.fn() };
    await expect(call(api, p2pCall, { amount: 100 })).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(api.onInvalidAnswer).toHaveBeenCalledWith('onInvalidP2PResponse', expect.stringContaining('depositId'));
    // A call that names no event raises none.
    const plain = { ...api, transport: fakeTransport(async () => ({ paymentGroups: 'nope' })), onInvalidAnswer: vi.fn() };
    await expect(call(plain, CALLS.methodsPayment, methodsRequest)).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(plain.onInvalidAnswer).not.toHaveBeenCalled();
  });
});
