import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLink, resolveSafeLink, schemeOf } from '../../../src/security/safeLink';

/** Schemes no use allows: the spec's list, and what came since. */
const REFUSED_SCHEMES = ['javascript', 'data', 'file', 'blob', 'about', 'chrome', 'vbscript', 'intent', 'filesystem', 'view-source', 'tg', 'ftp', 'ws'];

describe('links are allowed by their use, not refused by a list (spec §5)', () => {
  it.each([
    'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x',
    '\u0000javascript:x', 'jav\u00a0ascript:x', '\ufeffjavascript:x', 'data:text/html,<script>x</script>', 'DATA:text/html;base64,AA',
    'file:///etc/passwd', 'blob:https://a.example/uuid', 'about:blank', 'chrome://settings', 'vbscript:msgbox', '', '   ',
    'intent://scan#Intent;scheme=upi;end', 'filesystem:https://a.example/temporary/x', 'view-source:https://a.example', 'tg://resolve?domain=support',
    'http://pay.example.com/checkout', 'http://192.168.1.10/pay', 'http://127.evil.example/', 'upi://pay?pa=shop@upi&am=10', 'mailto:help@bank.example', 'https://[broken',
  ])('refuses %j as a web link', (link) => expect(isSafeLink(link)).toBe(false));

  it.each([
    'https://pay.example.com/checkout?id=1', 'HTTPS://pay.example.com', 'http://127.0.0.1:4173/pay', 'http://localhost:4173/pay', 'http://[::1]:8080/',
    '/relative/path', '?q=1', '#top', 'pay/1', './pay/1', '../pay', '/pay//1', '/pay/\\1', ' /relative/path', '\\pay',
  ])('allows %j as a web link', (link) => expect(isSafeLink(link)).toBe(true));

  it.each([
    '//evil.example', '//evil.example/x', '/\\evil.example', '\\/evil.example', '\\\\evil', ' //evil.example', '\t//evil.example',
    '\n/\\evil.example', '/\t/evil.example', '/\n\\evil', '\r\n\\\\evil', '\u0000//evil.example', '\ufeff//evil.example',
  ])('refuses %j, a link without a scheme that names another host (for every use)', (link) => {
    for (const use of ['web', 'text', 'upi'] as const) expect(isSafeLink(link, use)).toBe(false);
    expect(resolveSafeLink(link, 'https://pay.example/', 'https://casino.example/lobby/')).toBeNull();
  });

  it('lets a link without a scheme through only when it stays on the origin it is resolved against (property)', () => {
    const base = 'https://pay.example/cashier/';
    const piece = fc.constantFrom('/', '\\', ' ', '\t', '\n', '\r', '\u0000', 'evil.example', '.', '..', '?', '#', '@', '%2f');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
        const link = pieces.join('');
        if (schemeOf(link) !== undefined || !isSafeLink(link)) return;
        expect(new URL(link, base).origin).toBe('https://pay.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('allows upi: only for a UPI pay button, and mail and phone only in server text', () => {
    expect(isSafeLink('upi://pay?pa=shop@upi&am=10', 'upi')).toBe(true);
    expect(isSafeLink('upi://pay?pa=shop@upi&am=10', 'text')).toBe(false);
    expect(isSafeLink('mailto:help@bank.example', 'text')).toBe(true);
    expect(isSafeLink('tel:+5255', 'text')).toBe(true);
    expect(isSafeLink('mailto:help@bank.example', 'upi')).toBe(false);
    for (const use of ['web', 'text', 'upi'] as const) {
      expect(isSafeLink('https://bank.example/help', use)).toBe(true);
      expect(isSafeLink('intent://x#Intent;end', use)).toBe(false);
      expect(isSafeLink('javascript:alert(1)', use)).toBe(false);
    }
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['https://a']]) expect(isSafeLink(value)).toBe(false);
  });

  it('finds a refused scheme however it is cased or padded (property)', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0');
    fc.assert(
      fc.property(fc.constantFrom(...REFUSED_SCHEMES), fc.array(noise, { maxLength: 3 }), fc.boolean(), (scheme, pads, upper) => {
        const letters = [...(upper ? scheme.toUpperCase() : scheme)];
        const spliced = letters.map((c, i) => (i === 1 ? pads.join('') + c : c)).join('');
        expect(schemeOf(`${pads.join('')}${spliced}:payload`)).toBe(scheme);
        for (const use of ['web', 'text', 'upi'] as const) expect(isSafeLink(`${pads.join('')}${spliced}:payload`, use)).toBe(false);
      }),
    );
  });
});

describe('a safe link made absolute against the backend that sent it', () => {
  const page = 'https://casino.example/lobby/';
  it('resolves a relative link against the backend, itself relative to the page', () => {
    expect(resolveSafeLink('/agent/1', 'https://pay.example/', page)).toBe('https://pay.example/agent/1');
    expect(resolveSafeLink('/agent/1', '', page)).toBe('https://casino.example/agent/1');
    expect(resolveSafeLink('https://agents.example/c/1', 'https://pay.example/', page)).toBe('https://agents.example/c/1');
  });
  it('gives nothing for an unsafe or unreadable link', () => {
    for (const link of ['javascript:alert(1)', ' data:text/html,x', 'http://[broken', '', 42]) expect(resolveSafeLink(link, 'https://pay.example/', page)).toBeNull();
  });
});
