import { describe, expect, it } from 'vitest';
import { messageFor, parseWindowMessage, readWindowPageParams, windowPageUrl } from '../../../src/payment/window/protocol';

const params = { text: 'جارٍ تجهيز دفعتك…', lang: 'ar', dir: 'rtl' as const, theme: 'dark' as const, origin: 'https://casino.example' };

describe('the payment window protocol', () => {
  it('carries the page parameters in the fragment, so no server sees them', () => {
    const url = windowPageUrl('https://pay.example/cashier/static/', params);
    expect(url.startsWith('https://pay.example/cashier/static/payment-window.html#')).toBe(true);
    expect(readWindowPageParams(new URL(url).hash)).toEqual(params);
  });

  it('carries a payment to perform at once, forms with non-Latin values included', () => {
    const go = { action: 'https://psp.example/post', fields: { depositId: 'd1', name: 'José Nuñez 山田' } };
    const url = windowPageUrl('/cashier/static/', { ...params, go });
    expect(readWindowPageParams(new URL(url, 'https://host.example').hash).go).toEqual(go);
    expect(readWindowPageParams(new URL(windowPageUrl('/s/', { ...params, go: 'https://psp.example/p?a=1&b=2' }), 'https://h.example').hash).go).toBe(
      'https://psp.example/p?a=1&b=2',
    );
  });

  it('reads a bare or damaged fragment as the default text with nobody to listen to', () => {
    expect(readWindowPageParams('')).toEqual({ text: 'Preparing your payment…', lang: 'en', dir: 'ltr', theme: 'light', origin: '' });
    expect(readWindowPageParams('#go=%%%&dir=sideways').go).toBeUndefined();
    expect(readWindowPageParams('#go=bm90IGpzb24').go).toBeUndefined();
  });

  it('takes only the documented messages, as JSON text', () => {
    expect(parseWindowMessage(JSON.stringify(messageFor('https://psp.example')))).toEqual({ type: 'redirect', payload: { url: 'https://psp.example' } });
    expect(parseWindowMessage(JSON.stringify(messageFor({ action: 'https://psp.example', fields: { a: '1' } })))).toEqual({
      type: 'redirect-form-ready',
      payload: { action: 'https://psp.example', fields: { a: '1' } },
    });
    expect(parseWindowMessage(JSON.stringify({ type: 'failed', payload: { text: 'No' } }))).toEqual({ type: 'failed', payload: { text: 'No' } });
    for (const bad of [
      { type: 'redirect', payload: { url: 1 } },
      { type: 'redirect-form-ready', payload: { action: 'https://x', fields: { a: 1 } } },
      { type: 'redirect-form-ready', payload: { action: 'https://x', fields: ['a'] } },
      { type: 'eval', payload: { code: 'x' } },
      { type: 'redirect' },
    ]) {
      expect(parseWindowMessage(JSON.stringify(bad))).toBeUndefined();
    }
    expect(parseWindowMessage({ type: 'redirect', payload: { url: 'https://x' } })).toBeUndefined();
    expect(parseWindowMessage('{not json')).toBeUndefined();
  });
});
