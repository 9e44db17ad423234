import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLink, resolveSafeLink, schemeOf, UNSAFE_SCHEMES } from '../../../src/security/safeLink';

describe('unsafe links (spec §5)', () => {
  it.each([
    'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x',
    '\u0000javascript:x', 'jav\u00a0ascript:x', '\ufeffjavascript:x', 'data:text/html,<script>x</script>', 'DATA:text/html;base64,AA',
    'file:///etc/passwd', 'blob:https://a.example/uuid', 'about:blank', 'chrome://settings', 'vbscript:msgbox', '', '   ',
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));

  it.each([
    'https://pay.example.com/checkout?id=1', 'http://127.0.0.1:4173/pay', '/relative/path', '?q=1', '//cdn.example/x',
    'upi://pay?pa=shop@upi&am=10', 'intent://scan#Intent;scheme=upi;end', 'tg://resolve?domain=support',
  ])('allows %j', (link) => expect(isSafeLink(link)).toBe(true));

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['https://a']]) expect(isSafeLink(value)).toBe(false);
  });

  it('finds the unsafe scheme however it is cased or padded (property)', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0');
    fc.assert(
      fc.property(fc.constantFrom(...UNSAFE_SCHEMES), fc.array(noise, { maxLength: 3 }), fc.boolean(), (scheme, pads, upper) => {
        const letters = [...(upper ? scheme.toUpperCase() : scheme)];
        const spliced = letters.map((c, i) => (i === 1 ? pads.join('') + c : c)).join('');
        expect(schemeOf(`${pads.join('')}${spliced}:payload`)).toBe(scheme);
        expect(isSafeLink(`${pads.join('')}${spliced}:payload`)).toBe(false);
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
