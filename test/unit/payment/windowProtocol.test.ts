import { describe, expect, it } from 'vitest';
import { listenedOrigin, messageFor, parseWindowMessage, readWindowPageParams, windowPageUrl } from '../../../src/payment/window/protocol';

const params = { lang: 'ar', theme: 'dark' as const, origin: 'https://casino.example' };

describe('the payment window protocol', () => {
  it('carries the page parameters in the fragment, so no server sees them', () => {
    const url = windowPageUrl('https://pay.example/cashier/static/', params);
    expect(url.startsWith('https://pay.example/cashier/static/payment-window.html#')).toBe(true);
    expect(readWindowPageParams(new URL(url).hash)).toEqual(params);
  });

  it('carries a payment to perform, forms with non-Latin values included', () => {
    const go = { action: 'https://psp.example/post', fields: { depositId: 'd1', name: 'José Nuñez 山田' } };
    const url = windowPageUrl('/cashier/static/', { ...params, go });
    expect(readWindowPageParams(new URL(url, 'https://host.example').hash).go).toEqual(go);
    expect(readWindowPageParams(new URL(windowPageUrl('/s/', { ...params, go: 'https://psp.example/p?a=1&b=2' }), 'https://h.example').hash).go).toBe(
      'https://psp.example/p?a=1&b=2',
    );
  });

  it('reads a bare or damaged fragment as English with nobody to listen to', () => {
    expect(readWindowPageParams('')).toEqual({ lang: 'en', theme: 'light', origin: '' });
    expect(readWindowPageParams('#go=%%%&theme=sideways').go).toBeUndefined();
    expect(readWindowPageParams('#go=bm90IGpzb24').go).toBeUndefined();
  });

  it('listens only to an http(s) origin written as browsers write one', () => {
    expect(listenedOrigin('https://casino.example')).toBe('https://casino.example');
    expect(listenedOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    for (const bad of [null, '', 'null', 'https://casino.example/', 'https://casino.example/lobby', 'HTTPS://casino.example', 'data:', 'file://', 'javascript:x', 'chrome-extension://abc']) {
      expect(listenedOrigin(bad), String(bad)).toBe('');
    }
  });

  it('takes only the documented messages, as JSON text', () => {
    expect(parseWindowMessage(JSON.stringify(messageFor('https://psp.example')))).toEqual({ type: 'redirect', payload: { url: 'https://psp.example' } });
    expect(parseWindowMessage(JSON.stringify(messageFor({ action: 'https://psp.example', fields: { a: '1' } })))).toEqual({
      type: 'redirect-form-ready',
      payload: { action: 'https://psp.example', fields: { a: '1' } },
    });
    expect(parseWindowMessage(JSON.stringify({ type: 'failed', payload: { why: 'failed', text: 'No' } }))).toEqual({ type: 'failed', payload: { why: 'failed' } });
    for (const bad of [
      { type: 'redirect', payload: { url: 1 } },
      { type: 'redirect-form-ready', payload: { action: 'https://x', fields: { a: 1 } } },
      { type: 'redirect-form-ready', payload: { action: 'https://x', fields: ['a'] } },
      { type: 'failed', payload: { text: 'Your account is locked' } },
      { type: 'eval', payload: { code: 'x' } },
      { type: 'redirect' },
    ]) {
      expect(parseWindowMessage(JSON.stringify(bad))).toBeUndefined();
    }
    expect(parseWindowMessage({ type: 'redirect', payload: { url: 'https://x' } })).toBeUndefined();
    expect(parseWindowMessage('{not json')).toBeUndefined();
  });
});
