import { useEffect, useId, useRef, useState } from 'react';
import { type Translate, useT } from '../context';
import {
  type Announcement,
  announcementFor,
  crossedAnnounceMoment,
  formatCountdown,
  msUntilNextTick,
  remainingSeconds,
} from './timeLeft';

export interface CountdownProps {
  /** When the time runs out, in ms since the epoch (for an invoice: created + its lifetime). */
  endsAt: number;
  /** Called once when the time is up, at once if it already was; again only for a new `endsAt`. */
  onExpire?: () => void;
  /** What the time is for; 'Time left to pay' when not given. */
  label?: string;
  className?: string;
}

function spoken(t: Translate, announcement: Announcement): string {
  switch (announcement.kind) {
    case 'expired':
      return t('countdown.expired');
    case 'minutes':
      return t('countdown.minutesLeft', { minutes: announcement.minutes });
    case 'seconds':
      return t('countdown.secondsLeft', { seconds: announcement.seconds });
  }
}

/**
 * The time left to pay, ticking every second and calling `onExpire` at zero.
 * The ticking digits are a `timer` (not live), read when the player reaches them; a separate
 * polite live region speaks only at the moments `latestAnnounceMoment` names.
 */
export function Countdown({ endsAt, onExpire, label, className }: CountdownProps) {
  const t = useT();
  const labelId = useId();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const onExpireRef = useRef(onExpire);
  const expiredFor = useRef<number | null>(null);

  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous = remainingSeconds(endsAt, Date.now());
    setAnnouncement(null);
    const tick = () => {
      const current = Date.now();
      const left = remainingSeconds(endsAt, current);
      setNow(current);
      if (crossedAnnounceMoment(previous, left)) setAnnouncement(announcementFor(left));
      previous = left;
      if (left > 0) {
        timer = setTimeout(tick, msUntilNextTick(endsAt, current));
      } else if (expiredFor.current !== endsAt) {
        // The ref outlives a Strict Mode re-run of this effect, so the host hears of it once.
        expiredFor.current = endsAt;
        onExpireRef.current?.();
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const left = remainingSeconds(endsAt, now);
  const classes = ['countdown', left === 0 ? 'countdown--expired' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <span className="countdown__label" id={labelId}>
        {label ?? t('countdown.label')}
      </span>
      <span className="countdown__time" role="timer" aria-live="off" aria-labelledby={labelId} dir="ltr">
        {formatCountdown(left)}
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement ? spoken(t, announcement) : ''}
      </span>
    </div>
  );
}
