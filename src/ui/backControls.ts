import { guardHistory } from '../host/deviceBack';
import { goBack } from '../state/actions/goBack';
import type { Cashier } from '../state/cashier';

/**
 * Back without the header's button: Escape and an edge swipe always, and the device's Back where
 * the cashier owns the document or the host opted in (host/deviceBack.ts). A chunk of its own,
 * attached once the first screen is up. Returns the detach.
 */
export function attachBackControls(cashier: Cashier, element: HTMLElement, deviceBack: boolean): () => void {
  const detachGestures = attachBackGestures(cashier, element);
  const releaseHistory = deviceBack ? guardHistory(window, () => goBack(cashier, 'back')) : undefined;
  return () => {
    detachGestures();
    releaseHistory?.();
  };
}

/** A swipe that starts this close to the inline-start edge and travels this far means back. */
export const SWIPE_EDGE_PX = 32;
export const SWIPE_DISTANCE_PX = 80;

/** Escape and an edge swipe act as Back, mirrored for right-to-left. */
function attachBackGestures(cashier: Cashier, element: HTMLElement): () => void {
  let start: { x: number; y: number } | null = null;
  const rtl = () => element.dir === 'rtl';
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    goBack(cashier, 'back');
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return;
    const box = element.getBoundingClientRect();
    const fromEdge = rtl() ? box.right - touch.clientX : touch.clientX - box.left;
    start = fromEdge <= SWIPE_EDGE_PX ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = (touch.clientX - start.x) * (rtl() ? -1 : 1);
    const dy = Math.abs(touch.clientY - start.y);
    start = null;
    if (dx >= SWIPE_DISTANCE_PX && dy < dx / 2) goBack(cashier, 'swipe');
  };
  element.addEventListener('keydown', onKey);
  element.addEventListener('touchstart', onTouchStart, { passive: true });
  element.addEventListener('touchend', onTouchEnd, { passive: true });
  return () => {
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('touchstart', onTouchStart);
    element.removeEventListener('touchend', onTouchEnd);
  };
}
