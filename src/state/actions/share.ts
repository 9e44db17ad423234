import { nativePlatformIn } from '../../host/handshake';
import type { Cashier } from '../cashier';

/** The browser's own share sheet (Web Share), where it has one. */
const webShare = (): ((data: { text: string }) => Promise<void>) | undefined =>
  typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;

/** Spec §6: whether this cashier can share at all: in a native app (its share sheet), else where the browser has Web Share. */
export const canShare = (cashier: Cashier): boolean => nativePlatformIn(cashier.store.handshake) !== undefined || webShare() !== undefined;

/**
 * Shares `text` (an address and its network, an invoice's details): a native app gets `onShare`
 * on every channel and opens its share sheet; a browser opens its own. A player who closes the
 * sheet has not failed anything.
 */
export function share(cashier: Cashier, text: string): void {
  if (nativePlatformIn(cashier.store.handshake)) return cashier.notify('onShare', { text });
  webShare()?.({ text }).catch(() => {});
}
