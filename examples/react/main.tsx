// A React 19 app that embeds the cashier from the package (bundled by esbuild, examples/build.mjs).
import 'payment-cashier'; // defines <payment-cashier> before React renders it, so React sets properties
import 'payment-cashier/react'; // its JSX types: properties and oncashier-* handlers
import type { CashierUser } from 'payment-cashier';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The sandbox that serves this page is its backend; a test runner serving the page names its own.
const API_URL = new URLSearchParams(location.search).get('api') ?? location.origin;
// The package's static folder, hosted beside the app (README "Deployment").
const STATIC_BASE = new URL('../static/', location.href).href;
const PLAYER: CashierUser = { paymentGeo: 'MX', currency: 'MXN' };

type Side = '/deposit' | '/withdrawal';

function SideButton({ side, current, onPick, children }: { side: Side; current: Side; onPick(side: Side): void; children: string }) {
  return (
    <button type="button" aria-pressed={side === current} onClick={() => onPick(side)}>
      {children}
    </button>
  );
}

function App() {
  const [side, setSide] = useState<Side>('/deposit');
  const [open, setOpen] = useState(true);
  const [status, setStatus] = useState('Loading the cashier…');
  return (
    <>
      <header className="site">
        <h1>Sandbox Casino</h1>
        <nav aria-label="Cashier">
          <SideButton side="/deposit" current={side} onPick={setSide}>Deposit</SideButton>
          <SideButton side="/withdrawal" current={side} onPick={setSide}>Withdraw</SideButton>
        </nav>
      </header>
      <main>
        <p className="status" role="status">{status}</p>
        {open ? (
          <payment-cashier
            token="example-player"
            apiUrl={API_URL}
            staticBase={STATIC_BASE}
            initialPath={side}
            user={PLAYER}
            oncashier-init={(event) => setStatus(`Cashier ready (${event.detail.locale}, ${event.detail.transport}).`)}
            oncashier-create-transaction={({ detail }) =>
              setStatus(`Deposit ${detail.depositId} of ${detail.amount} ${detail.currency} created with ${detail.paymentMethod}.`)}
            oncashier-close={() => setOpen(false)}
          />
        ) : (
          <button type="button" className="reopen" onClick={() => setOpen(true)}>Open the cashier</button>
        )}
      </main>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
