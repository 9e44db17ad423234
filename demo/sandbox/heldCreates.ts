/**
 * The `slow` test value's wait (payments.ts): 35 s on the sandbox clock, or, for a player a test
 * holds, until the test lets go. A browser test that must see the create still unmade (the look-up
 * after a timeout) holds it, so no engine's pace can make the deposit before the look-up arrives.
 */
import { scaledDelay } from './clock';

export function createHeldCreates(timeFactor: number) {
  const held = new Map<string, (() => void)[]>();
  return {
    /** Waits `ms` on the sandbox clock, or while the player is held. */
    wait(ms: number, player: string): Promise<void> {
      const waiting = held.get(player);
      if (waiting) return new Promise((done) => waiting.push(done));
      return new Promise((done) => setTimeout(done, scaledDelay(ms, timeFactor)));
    },
    /** The player's slow creates wait from now on until release. */
    hold(player: string) {
      if (!held.has(player)) held.set(player, []);
    },
    /** The player's held creates go on; how many were waiting. */
    release(player: string): number {
      const waiting = held.get(player) ?? [];
      held.delete(player);
      waiting.forEach((done) => done());
      return waiting.length;
    },
  };
}
