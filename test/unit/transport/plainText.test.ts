import { afterEach, describe, expect, it, vi } from 'vitest';
import { getText, TEXT_FILE_TIMEOUT_MS } from '../../../src/transport/plain';

// The icons, the badge mark and the operator's texts are read with a bound in time and in size:
// a hanging host is given up on, and a large answer is not read to its end.

/** A body of a megabyte, one KB a chunk, counting what was pulled from it and whether it was cancelled. */
function largeBody() {
  const seen = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.bytes >= 1024 * 1024) return controller.close();
      seen.bytes += 1024;
      controller.enqueue(new TextEncoder().encode('<'.repeat(1024)));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a file read as text', () => {
  it('gives its text and type', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })));
    expect(await getText('/icons/usd.svg', { maxBytes: 100 })).toEqual({ status: 200, type: 'image/svg+xml', text: '<svg/>' });
  });

  it(`is given up on after ${TEXT_FILE_TIMEOUT_MS} ms when the host never answers`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const reading = getText('/icons/usd.svg', { maxBytes: 100 });
    const outcome = reading.then(() => 'answered', (error: { kind?: string }) => error.kind);
    await vi.advanceTimersByTimeAsync(TEXT_FILE_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timeout');
  });

  it('is given up on when the body never ends, and when the cashier is removed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new ReadableStream({ pull: () => new Promise(() => {}) }))));
    const outcome = getText('/badge.svg', { maxBytes: 100 }).catch((error: { kind?: string }) => error.kind);
    await vi.advanceTimersByTimeAsync(TEXT_FILE_TIMEOUT_MS);
    expect(await outcome).toBe('timeout');

    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))));
    const lifetime = new AbortController();
    const ended = getText('/badge.svg', { maxBytes: 100, signal: lifetime.signal }).catch((error: DOMException) => error.name);
    lifetime.abort();
    expect(await ended).toBe('AbortError');
  });

  it('stops reading past its size cap, and refuses a Content-Length above it unread', async () => {
    const large = largeBody();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(large.stream)));
    await expect(getText('/huge.svg', { maxBytes: 32_768 })).rejects.toMatchObject({ code: 'file.tooLarge' });
    expect(large.seen.bytes).toBeLessThanOrEqual(32_768 + 2 * 1024);
    expect(large.seen.cancelled).toBe(true);

    const declared = largeBody();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(declared.stream, { headers: { 'content-length': '1000000' } })));
    await expect(getText('/huge.svg', { maxBytes: 32_768 })).rejects.toMatchObject({ code: 'file.tooLarge' });
    expect(declared.seen.bytes).toBeLessThanOrEqual(2 * 1024); // what the stream had queued before anyone read
  });

  it('reads a body of exactly its cap', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('é'.repeat(50))));
    expect((await getText('/text.txt', { maxBytes: 100 })).text).toBe('é'.repeat(50));
    await expect(getText('/text.txt', { maxBytes: 99 })).rejects.toMatchObject({ code: 'file.tooLarge' });
  });
});
