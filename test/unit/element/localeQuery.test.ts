import { afterEach, describe, expect, it } from 'vitest';
import { createElementCashier } from '../../../src/element/createElementCashier';
import type { ElementProps } from '../../../src/element/props';
import { chooseLocale } from '../../../src/i18n/locale';

// Spec §7 "Locale selection": the `locale` query parameter, when enabled, chooses the language and
// is removed from the address. Enabled by `locale-query`; by default where the widget owns the
// document (a frame or a web view), as the device's Back is.

const at = (address: string) => history.replaceState(null, '', address);
const made = (props: ElementProps) => createElementCashier(document.createElement('payment-cashier'), () => props);

describe('the locale query parameter (spec §7)', () => {
  afterEach(() => {
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    at('/');
  });

  it('is read and removed when locale-query is set, the rest of the address kept', () => {
    at('/shop/cashier?locale=ar&tab=2#top');
    expect(made({ localeQuery: true }).deployment.queryLocale).toBe('ar');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/shop/cashier?tab=2#top');
  });

  it("is left alone on an operator's page by default: the address is theirs", () => {
    at('/shop?locale=ar');
    expect(made({}).deployment.queryLocale).toBeNull();
    expect(location.search).toBe('?locale=ar');
  });

  it("is read by default where the widget owns the document (a web view), unless locale-query says no", () => {
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: () => {} };
    at('/cashier?locale=es-MX');
    expect(made({ localeQuery: false }).deployment.queryLocale).toBeNull();
    expect(location.search).toBe('?locale=es-MX');
    expect(made({}).deployment.queryLocale).toBe('es-MX');
    expect(location.search).toBe('');
  });

  it('chooses no language from a hostile value (a page that links or frames ours with one): removed, then skipped for the next source', () => {
    at('/cashier?locale=..%2F..%2Fevil%3Cscript%3E');
    const queried = made({ localeQuery: true }).deployment.queryLocale;
    expect(location.search).toBe('');
    expect(chooseLocale({ query: queried, handshake: 'de' })).toBe('de');
  });

  it('is nothing when the address has none', () => {
    at('/cashier?tab=1');
    expect(made({ localeQuery: true }).deployment.queryLocale).toBeNull();
    expect(location.search).toBe('?tab=1');
  });
});
