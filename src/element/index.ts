// First of all: the cashiers in the page's markup start their sessions (startInMarkup.ts).
import './startInMarkup';
import type { CashierEventMap } from '../host/events';
import { PaymentCashierElement } from './PaymentCashierElement';
import { TAG_NAME } from './tagName';
import type { ElementProps } from './props';

export { VERSION } from '../version';
export { forgetPlayer } from '../state/forgetPlayer';
export type { CashierEventMap, HostEventName, HostEventPayloads } from '../host/events';
export type { ElementProps } from './props';

export { TAG_NAME };

/** Defined once, even when the script is loaded twice on a page. */
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, PaymentCashierElement);

export interface PaymentCashier extends PaymentCashierElement, Omit<ElementProps, 'attributeErrors'> {
  addEventListener<K extends keyof CashierEventMap>(
    type: K,
    listener: (this: PaymentCashier, event: CashierEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'payment-cashier': PaymentCashier;
  }
}
