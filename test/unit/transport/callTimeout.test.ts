import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, withCallTimeout } from '../../../src/transport/callTimeout';

describe('the 30 s batch timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with Request timeout and aborts what is in flight', async () => {
    let seen: AbortSignal | undefined;
    const result = withCallTimeout((signal) => {
      seen = signal;
      return new Promise(() => {});
    }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout', message: 'Request timeout' });
    expect(seen?.aborted).toBe(true);
  });

  it('resolves with the batch when it is in time', async () => {
    const result = withCallTimeout(async () => 'done');
    await expect(result).resolves.toBe('done');
  });

  it('aborts with the outer signal (the element was removed)', async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    void withCallTimeout((signal) => {
      seen = signal;
      return new Promise(() => {});
    }, outer.signal).catch(() => {});
    outer.abort();
    expect(seen?.aborted).toBe(true);
  });
});
