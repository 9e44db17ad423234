import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeldCreates } from '../../../demo/sandbox/heldCreates';

describe("the slow value's wait, held for a player while a test must see the create unmade", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits its time on the sandbox clock when nobody holds the player', async () => {
    const held = createHeldCreates(10);
    const done = settled(held.wait(35_000, 'ana'));
    await vi.advanceTimersByTimeAsync(3_499);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it("waits for the release while held, however long, and holds no other player", async () => {
    const held = createHeldCreates(10);
    held.hold('ana');
    const ana = settled(held.wait(35_000, 'ana'));
    const ben = settled(held.wait(35_000, 'ben'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect([ana(), ben()]).toEqual([false, true]);
    expect(held.release('ana')).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(ana()).toBe(true);
  });

  it('waits on the clock again once released, and a release of nobody held is 0', async () => {
    const held = createHeldCreates(1);
    expect(held.release('ana')).toBe(0);
    held.hold('ana');
    held.hold('ana');
    expect(held.release('ana')).toBe(0);
    const done = settled(held.wait(100, 'ana'));
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(true);
  });
});
