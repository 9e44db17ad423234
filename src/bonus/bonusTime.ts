import { formatCountdown, remainingSeconds } from '../ui/countdown/timeLeft';

const SECONDS_PER_DAY = 86_400;

/** How long a bonus has left: whole days in the player's language, then the hours, minutes and seconds. */
export function bonusTimeLeft(endsAt: number, now: number, locale: string): string {
  const seconds = remainingSeconds(endsAt, now);
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const clock = formatCountdown(seconds % SECONDS_PER_DAY);
  if (days === 0) return clock;
  const dayText = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(days);
  return `${dayText} ${clock}`;
}
