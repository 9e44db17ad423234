import { randomUuid } from '../security/randomUuid';

/**
 * The device's Back button inside the cashier, where it owns the document (a frame, a web view)
 * or the host opted in (`device-back`): one history entry of ours sits on top, and Back taking it
 * away is the player's Back. While the cashier stays open the entry is put back, so the next Back
 * is caught too; the host page's own history is never rewritten.
 */
export function guardHistory(win: Window, onBack: () => 'stayed' | 'left'): () => void {
  const mark = { paymentCashierBack: randomUuid() };
  const isOurs = (state: unknown) => (state as typeof mark | null)?.paymentCashierBack === mark.paymentCashierBack;
  win.history.pushState(mark, '');
  let guarding = true;
  const onPopState = (event: PopStateEvent) => {
    if (!guarding || isOurs(event.state)) return;
    if (onBack() === 'stayed') win.history.pushState(mark, '');
    else guarding = false;
  };
  win.addEventListener('popstate', onPopState);
  return () => {
    win.removeEventListener('popstate', onPopState);
    // Our entry on top would make the next Back do nothing: take it away on the way out.
    if (guarding && isOurs(win.history.state)) win.history.back();
    guarding = false;
  };
}
