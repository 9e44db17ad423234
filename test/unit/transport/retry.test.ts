import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashierError } from '../../../src/transport/errors';
import { delay, RETRY_DELAY_MS, socketBackoffMs, withRetry } from '../../../src/transport/retry';

describe('socket backoff: min(2^n·1000 + random(0..1000), 10000) ms', () => {
  it('grows from 1 s with up to a second of jitter', () => {
    expect(socketBackoffMs(0, () => 0)).toBe(1000);
    expect(socketBackoffMs(0, () => 0.999)).toBe(1999);
    expect(socketBackoffMs(1, () => 0.5)).toBe(2500);
    expect(socketBackoffMs(2, () => 0)).toBe(4000);
    expect(socketBackoffMs(3, () => 0.25)).toBe(8250);
  });
  it('never waits longer than 10 s', () => {
    expect(socketBackoffMs(4, () => 0)).toBe(10_000);
    expect(socketBackoffMs(20, () => 0.9)).toBe(10_000);
  });
});

describe('withRetry: 3 retries, 2 s apart, on network errors only', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries 4 times in all, 2 s apart, then gives up with the network error', async () => {
    const attempt = vi.fn().mockRejectedValue(new CashierError('network', 'Failed to fetch'));
    const result = withRetry(attempt).catch((e: unknown) => e);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(attempt).toHaveBeenCalledTimes(4);
    const error = await result;
    expect(error).toBeInstanceOf(CashierError);
    expect((error as CashierError).kind).toBe('network');
  });

  it('succeeds on a later try', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('ok');
    const result = withRetry(attempt);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(result).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry an HTTP error or a malformed answer', async () => {
    for (const error of [new CashierError('http', 'Bad', { status: 400 }), new CashierError('invalid-response', 'x')]) {
      const attempt = vi.fn().mockRejectedValue(error);
      await expect(withRetry(attempt)).rejects.toBe(error);
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const attempt = vi.fn().mockRejectedValue(new CashierError('network', 'reset'));
    const result = withRetry(attempt, { signal: controller.signal }).catch((e: CashierError) => e.kind);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(result).resolves.toBe('aborted');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('delay rejects at once for an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(delay(1000, controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
  });
});
