import { useEffect, useRef, useState } from 'react';
import { connectHost, type HandshakeSource, handshakeSourceFor } from '../host/connectHost';
import { domChannel, type HostChannel, nativeChannels, parentFrameChannel } from '../host/channels';
import { parseHandshake } from '../host/handshake';
import { originOf } from '../host/origin';
import { App } from '../screens/App';
import { type Cashier, createCashier } from '../state/cashier';
import { CashierProvider } from '../ui/context';
import { Shell } from '../ui/Shell';
import { deploymentFromProps, type ElementProps, handshakePayloadFromProps } from './props';

type RootProps = ElementProps & { container: ShadowRoot };

function createCashierForElement(props: RootProps, propsRef: { current: RootProps }): Cashier {
  const host = props.container.host;
  const win = window;
  let cashier: Cashier;
  const parent = parentFrameChannel(win, () => cashier.hostOrigin());
  const native = nativeChannels(win);
  const sender: HostChannel = (m) => propsRef.current.sender?.(m.type, m.payload);
  const channels = [domChannel(host), ...(parent ? [parent] : []), ...native, sender];
  cashier = createCashier(
    deploymentFromProps(props, win.location.origin),
    () => channels,
    originOf(props.xOrigin ?? props.host),
  );
  return cashier;
}

/** What decides a restart: a new token, transport, player or language means a new session. */
const sessionKey = (props: ElementProps) =>
  JSON.stringify([props.token, props.transport, props.user, props.locale, props.platformVersion, props.pwa, props.isMobileApp]);

/** The React side of `<payment-cashier>`: one cashier per element, torn down with it. */
export function CashierRoot(props: RootProps) {
  const propsRef = useRef(props);
  propsRef.current = props;
  const [cashier] = useState(() => createCashierForElement(props, propsRef));
  const source = useRef<HandshakeSource>(handshakeSourceFor(!!props.token, window));
  source.current = handshakeSourceFor(!!props.token, window);
  const startedKey = useRef<string | null>(null);
  const reportedErrors = useRef(new Set<string>());

  useEffect(() => {
    const disconnect = connectHost(cashier, window, () => source.current);
    return () => {
      disconnect();
      cashier.destroy();
    };
  }, [cashier]);

  useEffect(() => {
    for (const message of props.attributeErrors ?? []) {
      if (reportedErrors.current.has(message)) continue;
      reportedErrors.current.add(message);
      cashier.notify('onInitError', { message });
    }
    if (source.current !== 'attributes') return;
    const key = sessionKey(props);
    if (key === startedKey.current) {
      // Same session: only the cosmetic fields (closing button, bonus list, experiments) change.
      const parsed = parseHandshake(handshakePayloadFromProps(props));
      if (parsed.ok && cashier.store.handshake) Object.assign(cashier.store.handshake, parsed.handshake);
      return;
    }
    startedKey.current = key;
    const parsed = parseHandshake(handshakePayloadFromProps(props));
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
