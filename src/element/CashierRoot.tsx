import { useEffect, useRef } from 'react';
import { parseHandshake } from '../host/handshake';
import { App } from '../screens/App';
import type { Cashier } from '../state/cashier';
import { CashierProvider } from '../ui/context';
import { Shell } from '../ui/Shell';
import { type ElementProps, handshakePayloadFromProps } from './props';

type RootProps = ElementProps & { cashier: Cashier };

/** What decides a restart: a new token, transport, player or language means a new session. */
const sessionKey = (props: ElementProps) =>
  JSON.stringify([props.token, props.transport, props.user, props.locale, props.platformVersion, props.pwa, props.isMobileApp]);

/** The React side of `<payment-cashier>`: starts the session its attributes describe, and renders. */
export function CashierRoot(props: RootProps) {
  const { cashier } = props;
  const startedKey = useRef<string | null>(null);
  const reportedErrors = useRef(new Set<string>());

  useEffect(() => {
    for (const message of props.attributeErrors ?? []) {
      if (reportedErrors.current.has(message)) continue;
      reportedErrors.current.add(message);
      cashier.notify('onInitError', { message });
    }
    if (!props.token) return;
    const parsed = parseHandshake(handshakePayloadFromProps(props));
    const key = sessionKey(props);
    if (key === startedKey.current) {
      // Same session: only the cosmetic fields (closing button, bonus list, experiments) change.
      if (parsed.ok && cashier.store.handshake) Object.assign(cashier.store.handshake, parsed.handshake);
      return;
    }
    startedKey.current = key;
    if (parsed.ok) void cashier.start(parsed.handshake);
    else cashier.fail(parsed.message);
  });

  return (
    <CashierProvider value={cashier}>
      <Shell>
        <App />
      </Shell>
    </CashierProvider>
  );
}
