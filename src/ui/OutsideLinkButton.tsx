import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { nativePlatformIn } from '../host/handshake';
import { useCashier } from './context';

/**
 * A button to a page outside the cashier (an identity check, the operator's limits), already
 * checked by the safe-link rule: a new tab without opener, or in a native app the app's browser
 * (`openExtBrowser`), the way the host allows.
 */
export function OutsideLinkButton({ url, children }: { url: string; children: ReactNode }) {
  const cashier = useCashier();
  const { handshake } = useSnapshot(cashier.store);
  if (nativePlatformIn(handshake)) {
    return (
      <button type="button" className="button button--primary" part="button-primary" onClick={() => cashier.notify('openExtBrowser', { url })}>
        {children}
      </button>
    );
  }
  return (
    <a className="button button--primary" part="button-primary" href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
