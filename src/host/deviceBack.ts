import { randomUuid } from '../security/randomUuid';

/**
 * How long a guard made while another cashier's entry is being taken away waits for that Back to
 * land (its popstate) before it pushes its own anyway.
 */
export const BACK_SETTLES_MS = 1000;

/**
 * Per window, the Back a leaving cashier asked for and the browser has not done yet: history.back()
 * is queued, so a cashier reopened at once would push its entry first and take that Back for the
 * player's (and close). A guard made meanwhile waits for it.
 */
const leaving = new WeakMap<Window, Promise<void>>();

/**
 * The device's Back button inside the cashier, where it owns the document (a frame, a web view)
 * or the host opted in (`device-back`): one history entry of ours sits on top, and Back taking it
 * away is the player's Back. While the cashier stays open the entry is put back, so the next Back
 * is caught too; the host page's own history is never rewritten.
 */
export function guardHistory(win: Window, onBack: () => 'stayed' | 'left'): () => void {
  const mark = { paymentCashierBack: randomUuid() };
  const isOurs = (state: unknown) => (state as typeof mark | null)?.paymentCashierBack === mark.paymentCashierBack;
  let guarding = true;
  let pushed = false;
  const onPopState = (event: PopStateEvent) => {
    if (!guarding || isOurs(event.state)) return;
    if (onBack() === 'stayed') win.history.pushState(mark, '');
    else guarding = false;
  };
  const start = () => {
    if (!guarding) return;
    win.history.pushState(mark, '');
    pushed = true;
    win.addEventListener('popstate', onPopState);
  };
  const before = leaving.get(win);
  if (before) void before.then(start);
  else start();
  return () => {
    win.removeEventListener('popstate', onPopState);
    // Our entry on top would make the next Back do nothing: take it away on the way out.
    if (guarding && pushed && isOurs(win.history.state)) leaving.set(win, takeAway(win, isOurs));
    guarding = false;
  };
}

/**
 * Asks for the Back that takes our entry away, a task from now, on the window's own clock: a frame
 * removed in this same task (its cashier, then the frame itself) takes its entries with it and
 * never runs the timer, whereas a Back asked for at once stepped the host page back instead
 * (Firefox, whose session history spans the frames). Resolves once that Back has landed (or
 * BACK_SETTLES_MS passed, or no Back was needed any more), and forgets it.
 */
function takeAway(win: Window, isOurs: (state: unknown) => boolean): Promise<void> {
  const landed: Promise<void> = new Promise((done) => {
    const finish = () => {
      win.removeEventListener('popstate', finish);
      clearTimeout(timer);
      if (leaving.get(win) === landed) leaving.delete(win);
      done();
    };
    const timer = setTimeout(finish, BACK_SETTLES_MS);
    win.setTimeout(() => {
      if (!isOurs(win.history.state)) return finish();
      win.addEventListener('popstate', finish);
      win.history.back();
    }, 0);
  });
  return landed;
}
