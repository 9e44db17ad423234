/**
 * `<payment-cashier>` in React 19's JSX (`import 'payment-cashier/react'` once, for its types).
 * React 19 sets a custom element's known properties as properties (objects included) and turns
 * `on` + an event's name into a listener for that event: `oncashier-close` hears `cashier-close`.
 * Import the element (`import 'payment-cashier'`) before rendering, so that React sees its properties.
 */
import 'react';
import type { CashierEventMap, PaymentCashier, PaymentCashierProps } from './payment-cashier';

/** `oncashier-*` handlers, each with its event's typed `detail`. */
export type CashierEventHandlers = {
  [K in keyof CashierEventMap as `on${K}`]?: (event: CashierEventMap[K]) => void;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'payment-cashier': DetailedHTMLProps<HTMLAttributes<PaymentCashier>, PaymentCashier> & PaymentCashierProps & CashierEventHandlers;
    }
  }
}
