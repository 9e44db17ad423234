import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../../src/ui/countdown/Countdown';
import { type Rendered, renderWithCashier } from './renderWithCashier';

const START = new Date('2030-01-01T10:00:00Z').getTime();
let view: Rendered | null = null;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
});

const shown = () => view!.container.querySelector('[role="timer"]')!.textContent;
const spoken = () => view!.container.querySelector('[aria-live="polite"]')!.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the countdown', () => {
  it('shows the time left and ticks every second', () => {
    view = renderWithCashier(<Countdown endsAt={START + 125_000} />);
    expect(shown()).toBe('02:05');
    advance(1000);
    expect(shown()).toBe('02:04');
    advance(4000);
    expect(shown()).toBe('02:00');
  });

  it('is a labelled, left-to-right timer that is not itself live', () => {
    view = renderWithCashier(<Countdown endsAt={START + 60_000} label="Invoice expires in" />);
    const timer = view.container.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.getAttribute('dir')).toBe('ltr');
    const label = view.container.querySelector(`#${CSS.escape(timer.getAttribute('aria-labelledby')!)}`);
    expect(label?.textContent).toBe('Invoice expires in');
  });

  it('is labelled "Time left to pay" by default, in the cashier language', () => {
    view = renderWithCashier(<Countdown endsAt={START + 60_000} />);
    expect(view.container.querySelector('.countdown__label')!.textContent).toBe('Time left to pay');
    view.unmount();
    view = renderWithCashier(<Countdown endsAt={START + 60_000} />, { locale: 'de' });
    expect(view.container.querySelector('.countdown__label')!.textContent).toBe('Verbleibende Zeit zum Bezahlen');
  });

  it('calls onExpire exactly once, at zero', () => {
    const onExpire = vi.fn();
    view = renderWithCashier(<Countdown endsAt={START + 3000} onExpire={onExpire} />);
    advance(2999);
    expect(onExpire).not.toHaveBeenCalled();
    expect(shown()).toBe('00:01');
    advance(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(shown()).toBe('00:00');
    advance(10_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('calls onExpire at once when the end has already passed', () => {
    const onExpire = vi.fn();
    view = renderWithCashier(<Countdown endsAt={START - 5000} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(shown()).toBe('00:00');
    expect(view.container.querySelector('.countdown--expired')).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onExpire once even when Strict Mode runs its effect twice', () => {
    const onExpire = vi.fn();
    view = renderWithCashier(<Countdown endsAt={START - 1} onExpire={onExpire} />, { strict: true });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('calls the newest onExpire, and again only for a new end time', () => {
    const first = vi.fn();
    const second = vi.fn();
    view = renderWithCashier(<Countdown endsAt={START + 2000} onExpire={first} />);
    view.rerender(<Countdown endsAt={START + 2000} onExpire={second} />);
    advance(2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    view.rerender(<Countdown endsAt={START + 2000} onExpire={second} />);
    expect(second).toHaveBeenCalledOnce();
    view.rerender(<Countdown endsAt={Date.now() + 1000} onExpire={second} />);
    expect(shown()).toBe('00:01');
    advance(1000);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps ticking on time after a late timer: the time comes from the clock, not from counting ticks', () => {
    view = renderWithCashier(<Countdown endsAt={START + 10_000} />);
    vi.setSystemTime(START + 4500);
    advance(1000);
    expect(shown()).toBe('00:05');
  });

  it('speaks only at the announce moments', () => {
    view = renderWithCashier(<Countdown endsAt={START + 62_000} />);
    expect(spoken()).toBe('');
    advance(1000);
    expect(spoken()).toBe('');
    advance(1000);
    expect(spoken()).toBe('1 minute left');
    advance(1000);
    expect(spoken()).toBe('1 minute left');
    advance(29_000);
    expect(spoken()).toBe('30 seconds left');
    advance(20_000);
    expect(spoken()).toBe('10 seconds left');
    advance(10_000);
    expect(spoken()).toBe('Time is up');
  });

  it('speaks the language’s plural forms', () => {
    view = renderWithCashier(<Countdown endsAt={START + 301_000} />, { locale: 'ru' });
    advance(1000);
    expect(spoken()).toBe('Осталось 5 минут');
    advance(60_000);
    expect(spoken()).toBe('Осталось 4 минуты');
    advance(180_000);
    expect(spoken()).toBe('Осталась 1 минута');
  });

  it('stops its timer when removed', () => {
    const onExpire = vi.fn();
    view = renderWithCashier(<Countdown endsAt={START + 5000} onExpire={onExpire} />);
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    view = null;
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
