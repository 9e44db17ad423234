import { useSnapshot } from 'valtio';
import { SOCKET_RECONNECT_ATTEMPTS } from '../transport/retry';
import { useCashier, useT } from './context';

/** While the socket is reconnecting the player sees why the screen is not answering. */
export function ConnectionBanner() {
  const cashier = useCashier();
  const t = useT();
  const { connection } = useSnapshot(cashier.store);
  if (connection.reconnectAttempt === 0 || connection.lost) return null;
  return (
    <p className="banner" role="status">
      {t('socket.reconnecting', { attempt: connection.reconnectAttempt, total: SOCKET_RECONNECT_ATTEMPTS })}
    </p>
  );
}
