/**
 * The rules of a payment countdown, without React: what is left, how it reads, when the next tick
 * is due and when screen readers hear about it.
 */

/** Spec §4/§9: the countdown ticks every second (the expiry check interval is the same 1000 ms). */
export const COUNTDOWN_TICK_MS = 1000;

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/**
 * Whole seconds left until `endsAt` (ms since the epoch), rounded up: "00:01" shows until the
 * very end, and 0 means the end has come. Never negative; an end time that is not a number
 * (bad server data) counts as already over, so that nothing waits for it forever.
 */
export function remainingSeconds(endsAt: number, now: number): number {
  if (!Number.isFinite(endsAt) || !Number.isFinite(now)) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Milliseconds until the shown second changes, so ticks land on the change instead of up to a
 * second after it. Between 1 and COUNTDOWN_TICK_MS; a full tick once the end has passed.
 */
export function msUntilNextTick(endsAt: number, now: number): number {
  const left = endsAt - now;
  if (!Number.isFinite(left) || left <= 0) return COUNTDOWN_TICK_MS;
  const untilChange = left % COUNTDOWN_TICK_MS;
  return untilChange === 0 ? COUNTDOWN_TICK_MS : Math.max(1, Math.ceil(untilChange));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `mm:ss` below an hour ("09:05", "00:00"), `h:mm:ss` from an hour on ("1:00:00", "25:03:09").
 * Latin digits in every language, like a clock: the element showing it is marked left-to-right.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = total % SECONDS_PER_MINUTE;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/**
 * The remaining times (in seconds) at which screen readers are told how long is left. Every second
 * would drown out everything else the player listens to, so:
 * - every 5 minutes while more than 5 minutes are left (a 15-minute invoice: 15, 10, 5 minutes);
 * - every minute from 5 minutes down to 1 minute (5, 4, 3, 2, 1), when hurrying starts to matter;
 * - at 30 seconds and at 10 seconds;
 * - at 0, when the time is up.
 * The start itself is not announced: the timer is read with the rest of the page.
 */
export function latestAnnounceMoment(seconds: number): number {
  if (seconds >= 5 * SECONDS_PER_MINUTE) return Math.floor(seconds / 300) * 300;
  if (seconds >= SECONDS_PER_MINUTE) return Math.floor(seconds / SECONDS_PER_MINUTE) * SECONDS_PER_MINUTE;
  if (seconds >= 30) return 30;
  if (seconds >= 10) return 10;
  return 0;
}

/**
 * Whether the countdown passed an announce moment going from `previous` to `current` seconds.
 * Compares a span, not one value, because a background tab's timers run late and can skip the
 * exact second of a moment.
 */
export function crossedAnnounceMoment(previous: number, current: number): boolean {
  if (!(current < previous)) return false;
  return latestAnnounceMoment(previous - 1) >= current;
}

/** What to say at an announce moment: time up, whole minutes (rounded up), or seconds. */
export type Announcement =
  | { kind: 'expired' }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'seconds'; seconds: number };

export function announcementFor(seconds: number): Announcement {
  if (seconds <= 0) return { kind: 'expired' };
  if (seconds >= SECONDS_PER_MINUTE) return { kind: 'minutes', minutes: Math.ceil(seconds / SECONDS_PER_MINUTE) };
  return { kind: 'seconds', seconds };
}
