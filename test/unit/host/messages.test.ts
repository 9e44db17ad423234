import { describe, expect, it } from 'vitest';
import { abTestGroupOf, parseHandshake } from '../../../src/host/handshake';
import { readHostMessage } from '../../../src/host/hostMessages';
import { isTrustedOrigin, originOf } from '../../../src/host/origin';

describe('origin checks: exact, never a prefix or substring', () => {
  const host = originOf('https://casino.example/lobby?x=1');
  it('normalises the configured host to its origin', () => expect(host).toBe('https://casino.example'));
  it.each([
    ['https://casino.example', true],
    ['https://casino.example.evil.io', false],
    ['https://evil.io', false],
    ['http://casino.example', false],
    ['https://casino.example:444', false],
    ['https://sub.casino.example', false],
    ['null', false],
    ['', false],
  ])('%s → %s', (origin, trusted) => expect(isTrustedOrigin(origin, host)).toBe(trusted));
  it('trusts nothing without a configured host', () => expect(isTrustedOrigin('https://casino.example', undefined)).toBe(false));
  it('accepts only http(s) hosts', () => {
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});

describe('received host messages (spec §4)', () => {
  it('reads JSON text and plain objects', () => {
    expect(readHostMessage('{"type":"close"}')).toEqual({ type: 'close' });
    expect(readHostMessage({ type: 'close' })).toEqual({ type: 'close' });
  });
  it.each([['not json'], ['{"type":'], [42], [null], [{ type: 'unknown' }], [{ kind: 'close' }], ['[]']])(
    'ignores %j',
    (data) => expect(readHostMessage(data)).toBeNull(),
  );
  it('uses a fetched bonus list only when its success flag is true', () => {
    expect(readHostMessage({ type: 'bonus-list-fetched', payload: { success: true, bonusList: [{ id: 1, type: 'deposit' }] } })).toEqual({
      type: 'bonus-list-fetched',
      bonusList: [{ id: 1, type: 'deposit' }],
    });
    expect(readHostMessage({ type: 'bonus-list-fetched', payload: { success: false, bonusList: [] } })).toBeNull();
    expect(readHostMessage({ type: 'bonus-list-fetched', payload: { bonusList: [] } })).toBeNull();
  });
  it('replaces the list with an updated one, and rejects a malformed list', () => {
    expect(readHostMessage({ type: 'bonus-list-updated', payload: [] })).toEqual({ type: 'bonus-list-updated', bonusList: [] });
    expect(readHostMessage({ type: 'bonus-list-updated', payload: [{ id: 1, type: 'cash' }] })).toBeNull();
  });
  it('tells a loaded message without a payload apart', () => {
    expect(readHostMessage({ type: 'loaded' })).toEqual({ type: 'loaded-without-payload' });
    expect(readHostMessage({ type: 'loaded', payload: { token: 't' } })).toEqual({ type: 'loaded', payload: { token: 't' } });
  });
});

describe('handshake validation and defaults (spec §3)', () => {
  it('applies the defaults', () => {
    const result = parseHandshake({ token: 'abc' });
    expect(result.ok && result.handshake).toMatchObject({
      widgetViewType: 'main',
      transport: 'socket',
      platformVersion: 'redesign',
      closingButton: true,
      pwa: false,
      bonusList: [],
      experiments: [],
      user: { paymentGeo: 'RU', currency: 'MXN', role: 0 },
    });
    const player = parseHandshake({ token: 'abc', user: { role: 3 } });
    expect(player.ok && player.handshake.user.role).toBe(3);
  });
  it("sends as abTestGroup the group of the payment_methods experiment, not whichever comes first", () => {
    const experiments = [{ key: 'info_messages', group: 'a' }, { key: 'payment_methods', group: 'B' }, { key: 'bonus', group: 'group_b' }];
    const result = parseHandshake({ token: 'abc', experiments });
    expect(result.ok && abTestGroupOf(result.handshake)).toBe('B');
    expect(abTestGroupOf({ experiments: experiments.filter((e) => e.key !== 'payment_methods') })).toBeUndefined();
    expect(abTestGroupOf(null)).toBeUndefined();
  });
  it('reads booleans written as text', () => {
    const result = parseHandshake({ token: 'abc', closingButton: 'false', isMobileApp: 'true' });
    expect(result.ok && [result.handshake.closingButton, result.handshake.isMobileApp]).toEqual([false, true]);
  });
  it.each([
    [{}, 'token'],
    [{ token: '' }, 'token'],
    [{ token: 't', transport: 'carrier-pigeon' }, 'transport'],
    [{ token: 't', user: { paymentGeo: 'Mexico' } }, 'user.paymentGeo'],
    [{ token: 't', experiments: 'group_b' }, 'experiments'],
    ['not an object', 'payload'],
  ])('rejects %j naming %s', (payload, field) => {
    const result = parseHandshake(payload);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('Incorrect data from host');
    expect(!result.ok && result.message).toContain(field);
  });
});
