import { App } from '../screens/App';
import type { Cashier } from '../state/cashier';
import { CashierProvider } from '../ui/context';
import { Shell } from '../ui/Shell';

/** The React side of `<payment-cashier>`: renders the cashier the element owns. */
export function CashierRoot({ cashier }: { cashier: Cashier }) {
  return (
    <CashierProvider value={cashier}>
      <Shell>
        <App />
      </Shell>
    </CashierProvider>
  );
}
