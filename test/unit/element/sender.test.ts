import { describe, expect, it, vi } from 'vitest';
import { createElementCashier } from '../../../src/element/createElementCashier';

// The element's `sender` property (package hosts, README's example pipes it into analytics) hears
// every host event but those whose payload is a secret; the element's DOM event still carries them.

describe("the element's sender property", () => {
  it('is not given a provider link (openExtBrowser, onExternalRedirectEvent), and is given an ordinary event', () => {
    const element = document.createElement('payment-cashier');
    const sender = vi.fn();
    const dom = vi.fn();
    element.addEventListener('cashier-external-redirect-event', (e) => dom((e as CustomEvent).detail));
    const cashier = createElementCashier(element, () => ({ sender }));
    const link = { url: 'https://psp.example/session/SECRET', paymentMethod: 'x' };
    cashier.notify('onExternalRedirectEvent', link);
    cashier.notify('openExtBrowser', { url: 'https://kyc.example/check/SECRET' });
    cashier.notify('onClose', {});
    expect(sender.mock.calls).toEqual([['onClose', {}]]);
    expect(dom).toHaveBeenCalledWith(link);
  });
});
