// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepAtMost, MAX_CAPTCHA_ENTRIES } from '../../../demo/sandbox/bounded';
import { createCaptchaService } from '../../../demo/sandbox/captcha';
import { createIdempotencyLedger, fingerprintOf } from '../../../demo/sandbox/idempotency';

describe("the sandbox's idempotency keys", () => {
  it('replays the first answer for the same parameters, and calls other parameters a conflict', () => {
    const ledger = createIdempotencyLedger<string>();
    const print = fingerprintOf({ amount: 1, fields: { b: '2', a: '1' } }, ['amount', 'fields']);
    expect(ledger.lookup('k', print)).toEqual({ kind: 'new' });
    ledger.remember('k', print, 'first');
    expect(ledger.lookup('k', fingerprintOf({ fields: { a: '1', b: '2' }, amount: 1 }, ['amount', 'fields']))).toEqual({ kind: 'replay', answer: 'first' });
    expect(ledger.lookup('k', fingerprintOf({ amount: 2, fields: { a: '1', b: '2' } }, ['amount', 'fields']))).toEqual({ kind: 'conflict' });
  });

  it('stays bounded: keys expire, and past the most it keeps the oldest go first', () => {
    let now = 0;
    const ledger = createIdempotencyLedger<number>({ ttlMs: 1000, maxKeys: 3, now: () => now });
    for (const id of ['a', 'b', 'c', 'd']) ledger.remember(id, '', 1);
    expect(ledger.size).toBe(3);
    expect(ledger.lookup('a', '')).toEqual({ kind: 'new' });
    now = 1000;
    expect(ledger.lookup('d', '')).toEqual({ kind: 'new' });
    expect(ledger.size).toBe(0);
  });
});

describe("the sandbox's bounded memory", () => {
  it('drops the oldest entries of a set or a map past its most', () => {
    const tokens = new Set(['a', 'b', 'c', 'd']);
    keepAtMost(tokens, 2);
    expect([...tokens]).toEqual(['c', 'd']);
    const deposits = new Map([['x', 1], ['y', 2]]);
    keepAtMost(deposits, 5);
    expect([...deposits.keys()]).toEqual(['x', 'y']);
  });

  it('hands out captcha tokens to anyone without growing past its bound', () => {
    const captcha = createCaptchaService();
    const first = captcha.recaptchaToken('v2', '')!;
    for (let index = 0; index < MAX_CAPTCHA_ENTRIES; index++) captcha.recaptchaToken('v2', '');
    // The first token was dropped to make room: it no longer passes.
    expect(captcha.refusal('mbank_p2p_kg', { captchaResponse: first, captchaResponseV3: captcha.recaptchaToken('v3', 'p2pUserScore')! })).toBe('no valid reCAPTCHA token');
  });
});
