import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  announcementFor,
  COUNTDOWN_TICK_MS,
  crossedAnnounceMoment,
  formatCountdown,
  latestAnnounceMoment,
  msUntilNextTick,
  remainingSeconds,
} from '../../../src/ui/countdown/timeLeft';

const NOW = 1_700_000_000_000;

describe('the time left', () => {
  it('is counted in whole seconds, rounded up, so 00:01 shows until the very end', () => {
    expect(remainingSeconds(NOW + 600_000, NOW)).toBe(600);
    expect(remainingSeconds(NOW + 1500, NOW)).toBe(2);
    expect(remainingSeconds(NOW + 1000, NOW)).toBe(1);
    expect(remainingSeconds(NOW + 1, NOW)).toBe(1);
  });
  it('is zero at the end and never negative after it', () => {
    expect(remainingSeconds(NOW, NOW)).toBe(0);
    expect(remainingSeconds(NOW - 1, NOW)).toBe(0);
    expect(remainingSeconds(NOW - 3_600_000, NOW)).toBe(0);
  });
  it('is zero for an end time that is not a number, so nothing waits forever', () => {
    expect(remainingSeconds(Number.NaN, NOW)).toBe(0);
    expect(remainingSeconds(Number.POSITIVE_INFINITY, NOW)).toBe(0);
  });
  it('is zero exactly when the end has come (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offset) => {
        const left = remainingSeconds(NOW + offset, NOW);
        expect(left >= 0).toBe(true);
        expect(left === 0).toBe(offset <= 0);
        if (offset > 0) expect((left - 1) * 1000 < offset && offset <= left * 1000).toBe(true);
      }),
    );
  });
});

describe('the next tick', () => {
  it('lands when the shown second changes: every second (spec §9)', () => {
    expect(msUntilNextTick(NOW + 5000, NOW)).toBe(1000);
    expect(msUntilNextTick(NOW + 4300, NOW)).toBe(300);
    expect(msUntilNextTick(NOW + 1, NOW)).toBe(1);
    expect(msUntilNextTick(NOW + 999.5, NOW)).toBe(1000);
  });
  it('is a full tick once the end has passed or is unknown', () => {
    expect(msUntilNextTick(NOW, NOW)).toBe(1000);
    expect(msUntilNextTick(NOW - 250, NOW)).toBe(1000);
    expect(msUntilNextTick(Number.NaN, NOW)).toBe(1000);
  });
  it('is always between 1 ms and one tick, and the shown second has changed after it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (offset) => {
        const wait = msUntilNextTick(NOW + offset, NOW);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(COUNTDOWN_TICK_MS);
        expect(remainingSeconds(NOW + offset, NOW + wait)).toBe(remainingSeconds(NOW + offset, NOW) - 1);
      }),
    );
  });
});

describe('the shown time', () => {
  it('reads mm:ss below an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(545)).toBe('09:05');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(3599)).toBe('59:59');
  });
  it('reads h:mm:ss from an hour on', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3661)).toBe('1:01:01');
    expect(formatCountdown(90_189)).toBe('25:03:09');
  });
  it('shows 00:00 for anything that is not a positive count', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });
});

describe('what screen readers hear, and when', () => {
  const momentsFrom = (start: number) => {
    const moments: number[] = [];
    for (let s = start; s > 0; s--) if (crossedAnnounceMoment(s, s - 1)) moments.push(s - 1);
    return moments;
  };
  it('a 15-minute invoice: every 5 minutes, then every minute from 5, then at 30 s, 10 s and the end', () => {
    expect(momentsFrom(900)).toEqual([600, 300, 240, 180, 120, 60, 30, 10, 0]);
  });
  it('a long countdown only every 5 minutes above 5 minutes', () => {
    expect(momentsFrom(3900).slice(0, 3)).toEqual([3600, 3300, 3000]);
    expect(momentsFrom(3900)).toHaveLength(12 + 4 + 3);
  });
  it('not at the start, nor when nothing changed or time went back', () => {
    expect(crossedAnnounceMoment(600, 600)).toBe(false);
    expect(crossedAnnounceMoment(599, 600)).toBe(false);
    expect(crossedAnnounceMoment(0, 0)).toBe(false);
  });
  it('still when a late tick skipped the exact second (a background tab)', () => {
    expect(crossedAnnounceMoment(61, 59)).toBe(true);
    expect(crossedAnnounceMoment(12, 3)).toBe(true);
    expect(crossedAnnounceMoment(2, 0)).toBe(true);
    expect(crossedAnnounceMoment(59, 31)).toBe(false);
    expect(crossedAnnounceMoment(299, 241)).toBe(false);
  });
  it('the latest moment at or below a time', () => {
    expect([0, 9, 10, 29, 30, 59, 60, 119, 299, 300, 599, 600].map(latestAnnounceMoment)).toEqual([0, 0, 10, 10, 30, 30, 60, 60, 240, 300, 300, 600]);
  });
  it('says time is up at zero, whole minutes (rounded up) from a minute on, else seconds', () => {
    expect(announcementFor(0)).toEqual({ kind: 'expired' });
    expect(announcementFor(10)).toEqual({ kind: 'seconds', seconds: 10 });
    expect(announcementFor(59)).toEqual({ kind: 'seconds', seconds: 59 });
    expect(announcementFor(60)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(announcementFor(299)).toEqual({ kind: 'minutes', minutes: 5 });
    expect(announcementFor(900)).toEqual({ kind: 'minutes', minutes: 15 });
  });
});
