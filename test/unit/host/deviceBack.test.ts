import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_SETTLES_MS, guardHistory } from '../../../src/host/deviceBack';

/** A window whose history is a stack; Back pops it and fires popstate with the entry below. */
function fakeWindow() {
  const entries: unknown[] = [null];
  const listeners = new Set<(event: PopStateEvent) => void>();
  const win = {
    history: {
      get state() {
        return entries.at(-1);
      },
      pushState: vi.fn((state: unknown) => void entries.push(state)),
      back: vi.fn(() => {
        entries.pop();
        for (const listener of [...listeners]) listener({ state: entries.at(-1) } as PopStateEvent);
      }),
    },
    addEventListener: (_: string, listener: (event: PopStateEvent) => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: PopStateEvent) => void) => void listeners.delete(listener),
    // The window's own clock: a removed frame's timers never run.
    gone: false,
    setTimeout: (run: () => void, ms: number) => setTimeout(() => void (win.gone || run()), ms),
  };
  return { win: win as unknown as Window, entries, back: () => win.history.back(), listeners, remove: () => void (win.gone = true) };
}

/**
 * A window whose history behaves as a browser's: Back is queued and done later (traverse), from
 * wherever the history is by then; pushState drops the entries ahead and adds one.
 */
function browserWindow() {
  let entries: unknown[] = [null];
  let index = 0;
  let queued = 0;
  const listeners = new Set<(event: PopStateEvent) => void>();
  const win = {
    history: {
      get state() {
        return entries[index];
      },
      pushState: (state: unknown) => {
        entries = [...entries.slice(0, index + 1), state];
        index += 1;
      },
      back: () => void (queued += 1),
    },
    addEventListener: (_: string, listener: (event: PopStateEvent) => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: PopStateEvent) => void) => void listeners.delete(listener),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  };
  const traverse = async () => {
    for (; queued > 0; queued--) {
      index = Math.max(0, index - 1);
      for (const listener of [...listeners]) listener({ state: entries[index] } as PopStateEvent);
    }
    await Promise.resolve();
  };
  return { win: win as unknown as Window, traverse, behind: () => entries.slice(0, index + 1), playerBack: () => (win.history.back(), traverse()) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the device's Back inside the cashier", () => {
  afterEach(() => vi.useRealTimers());

  it('steps back inside, and keeps catching Back while the cashier stays', () => {
    const { win, entries, back } = fakeWindow();
    const onBack = vi.fn((): 'stayed' | 'left' => 'stayed');
    guardHistory(win, onBack);
    expect(entries).toHaveLength(2);
    back();
    back();
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(entries).toHaveLength(2); // the entry is back on top each time
  });

  it('lets go once Back left the cashier (the list told the host and closed)', async () => {
    const { win, entries, back } = fakeWindow();
    const onBack = vi.fn((): 'stayed' | 'left' => 'left');
    const stop = guardHistory(win, onBack);
    back();
    expect(entries).toEqual([null]);
    back(); // the host page's own Back now: not ours
    expect(onBack).toHaveBeenCalledOnce();
    stop();
    await tick();
    expect(win.history.back).toHaveBeenCalledTimes(2); // nothing more taken away by the teardown
  });

  it('takes its entry away when the cashier goes, so the next Back is not swallowed', async () => {
    const { win, entries, listeners } = fakeWindow();
    const stop = guardHistory(win, () => 'stayed');
    stop();
    await tick();
    expect(entries).toEqual([null]);
    expect(listeners.size).toBe(0);
  });

  it('asks for that Back a task later, so a frame removed with its cashier asks for none (Firefox stepped the host page back)', async () => {
    const { win, entries, remove } = fakeWindow();
    const stop = guardHistory(win, () => 'stayed');
    stop();
    expect(win.history.back).not.toHaveBeenCalled();
    remove();
    await tick();
    expect(win.history.back).not.toHaveBeenCalled();
    expect(entries).toHaveLength(2); // gone with the frame, in a browser
  });

  it("leaves the host's entries alone when another page was pushed above ours", async () => {
    const { win, entries } = fakeWindow();
    const stop = guardHistory(win, () => 'stayed');
    win.history.pushState({ host: 'route' }, '');
    stop();
    await tick();
    expect(entries).toHaveLength(3);
  });

  it('asks for no Back when another page was pushed above ours before that Back was due', async () => {
    const { win, entries } = fakeWindow();
    const stop = guardHistory(win, () => 'stayed');
    stop();
    win.history.pushState({ host: 'route' }, '');
    await tick();
    expect(win.history.back).not.toHaveBeenCalled();
    expect(entries).toHaveLength(3);
    guardHistory(win, () => 'stayed');
    await tick();
    expect(entries).toHaveLength(4); // the next cashier need not wait for a Back that was never asked for
  });

  it('waits for the Back a closing cashier asked for before a cashier opened at once pushes its entry', async () => {
    const { win, traverse, behind, playerBack } = browserWindow();
    const closeFirst = guardHistory(win, () => 'stayed');
    closeFirst();
    const onBack = vi.fn((): 'stayed' | 'left' => 'left');
    const stopSecond = guardHistory(win, onBack);
    // The first one's Back is asked for, then lands: it is not the player's, and the new cashier stays open.
    await tick();
    await traverse();
    expect(onBack).not.toHaveBeenCalled();
    expect(behind()).toEqual([null, expect.objectContaining({ paymentCashierBack: expect.any(String) })]);
    // The player's Back is caught by the new one, and its close leaves the host's history as it was.
    await playerBack();
    expect(onBack).toHaveBeenCalledOnce();
    stopSecond();
    await tick();
    expect(behind()).toEqual([null]);
  });

  it('pushes anyway when that Back never lands, and pushes nothing when closed while it waits', async () => {
    vi.useFakeTimers();
    const { win, behind } = browserWindow();
    guardHistory(win, () => 'stayed')();
    const closedWhileWaiting = guardHistory(win, () => 'stayed');
    closedWhileWaiting();
    guardHistory(win, () => 'stayed');
    await vi.advanceTimersByTimeAsync(BACK_SETTLES_MS - 1);
    expect(behind()).toHaveLength(2); // only the first one's entry, its Back still queued
    await vi.advanceTimersByTimeAsync(1);
    expect(behind()).toHaveLength(3); // the third's, once; the one closed while it waited pushed none
  });
});
