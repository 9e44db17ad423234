import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaymentWindow } from '../../../src/payment/paymentWindow';
import { redirectHere, submitHiddenForm } from '../../../src/payment/paymentSource';

function fakeWindow(opened: Partial<Window> | null) {
  const open = vi.fn(() => opened as Window | null);
  return { win: { open, document } as unknown as Window, open };
}

describe('the payment window', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a blank window at once and drops its opener', () => {
    const popup = { opener: {} as Window, closed: false, location: { href: '' } as Location, close: vi.fn() };
    const { win, open } = fakeWindow(popup);
    const payment = openPaymentWindow(win);
    expect(open).toHaveBeenCalledWith('about:blank', expect.stringMatching(/^payment-cashier-/));
    expect(popup.opener).toBeNull();
    expect(payment.blocked).toBe(false);
    expect(payment.go('https://psp.example/pay/1')).toBe(true);
    expect(popup.location.href).toBe('https://psp.example/pay/1');
  });

  it('refuses unsafe sources and leaves the window where it is', () => {
    const popup = { opener: null, closed: false, location: { href: 'about:blank' } as Location, close: vi.fn() };
    const { win } = fakeWindow(popup);
    const payment = openPaymentWindow(win);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:x', 'data:text/html,x']) expect(payment.go(bad)).toBe(false);
    expect(payment.go({ action: ' javascript:alert(1)', fields: {} })).toBe(false);
    expect(popup.location.href).toBe('about:blank');
  });

  it('reports a blocked window so the player can be offered this tab instead', () => {
    const { win } = fakeWindow(null);
    const payment = openPaymentWindow(win);
    expect(payment.blocked).toBe(true);
    expect(payment.go('https://psp.example')).toBe(false);
  });

  it('closes the window when creation fails', () => {
    const popup = { opener: null, closed: false, location: { href: '' } as Location, close: vi.fn() };
    openPaymentWindow(fakeWindow(popup).win).close();
    expect(popup.close).toHaveBeenCalledOnce();
  });
});

describe('the hidden form POST', () => {
  it('sets fields as properties, so server text never becomes markup', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const inputs = [...this.querySelectorAll('input')];
      expect(this.method.toLowerCase()).toBe('post');
      expect(this.target).toBe('w1');
      expect(inputs.map((i) => [i.name, i.value])).toEqual([
        ['depositId', 'd1'],
        ['note', '"><img src=x onerror=alert(1)>'],
      ]);
      expect(this.querySelector('img')).toBeNull();
    });
    submitHiddenForm(document, { action: 'https://psp.example/post', fields: { depositId: 'd1', note: '"><img src=x onerror=alert(1)>' } }, 'w1');
    expect(submit).toHaveBeenCalledOnce();
    expect(document.querySelector('form')).toBeNull();
  });

  it('refuses an unsafe action', () => {
    expect(submitHiddenForm(document, { action: 'javascript:alert(1)', fields: {} }, 'w1')).toBe(false);
  });

  it('redirects this tab only to a safe link', () => {
    const assign = vi.fn();
    const win = { location: { assign }, document } as unknown as Window;
    expect(redirectHere('data:text/html,x', win)).toBe(false);
    expect(redirectHere('https://psp.example/pay', win)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://psp.example/pay');
  });
});
