/**
 * DESIGN §4: the sandbox's schedules (payments settling, invoices expiring) run on one clock sped
 * up by SANDBOX_TIME_FACTOR (default 1), so tests and demos need not wait. A factor of 60 makes a
 * 15-minute invoice expire after 15 seconds.
 */
export function timeFactorFrom(value: string | undefined): number {
  const factor = Number(value ?? 1);
  return Number.isFinite(factor) && factor > 0 ? factor : 1;
}

/** A schedule's real delay under a time factor. */
export const scaledDelay = (ms: number, factor: number): number => Math.max(0, Math.round(ms / factor));
