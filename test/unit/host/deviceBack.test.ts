import { describe, expect, it, vi } from 'vitest';
import { guardHistory } from '../../../src/host/deviceBack';

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
  };
  return { win: win as unknown as Window, entries, back: () => win.history.back(), listeners };
}

describe("the device's Back inside the cashier", () => {
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

  it('lets go once Back left the cashier (the list told the host and closed)', () => {
    const { win, entries, back } = fakeWindow();
    const onBack = vi.fn((): 'stayed' | 'left' => 'left');
    const stop = guardHistory(win, onBack);
    back();
    expect(entries).toEqual([null]);
    back(); // the host page's own Back now: not ours
    expect(onBack).toHaveBeenCalledOnce();
    stop();
    expect(win.history.back).toHaveBeenCalledTimes(2); // nothing more taken away by the teardown
  });

  it('takes its entry away when the cashier goes, so the next Back is not swallowed', () => {
    const { win, entries, listeners } = fakeWindow();
    const stop = guardHistory(win, () => 'stayed');
    stop();
    expect(entries).toEqual([null]);
    expect(listeners.size).toBe(0);
  });

  it("leaves the host's entries alone when another page was pushed above ours", () => {
    const { win, entries } = fakeWindow();
    const stop = guardHistory(win, () => 'stayed');
    win.history.pushState({ host: 'route' }, '');
    stop();
    expect(entries).toHaveLength(3);
  });
});
