import { type PaymentSource, submitHiddenForm } from './paymentSource';
import { isSafeLink } from '../security/safeLink';

export interface PaymentWindow {
  /** Points the window at the source; false when the source is unsafe or the window is gone. */
  go(source: PaymentSource): boolean;
  close(): void;
  readonly blocked: boolean;
}

/**
 * Opens the payment window synchronously inside the click, so popup blockers allow it, before the
 * deposit exists; `go` points it at the provider once creation answers. The window gets no
 * `opener`, so the provider's page cannot reach back into ours.
 */
export function openPaymentWindow(win: Window = window): PaymentWindow {
  const name = `payment-cashier-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const opened = win.open('about:blank', name);
  if (opened) {
    try {
      opened.opener = null;
    } catch {
      // Some engines make opener read-only on a fresh window; it is about:blank and ours anyway.
    }
  }
  return {
    blocked: !opened,
    go(source) {
      if (!opened || opened.closed) return false;
      if (typeof source === 'string') {
        if (!isSafeLink(source)) return false;
        opened.location.href = source;
        return true;
      }
      if (!isSafeLink(source.action)) return false;
      submitHiddenForm(win.document, source, name);
      return true;
    },
    close() {
      if (opened && !opened.closed) opened.close();
    },
  };
}
