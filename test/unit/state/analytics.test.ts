import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../../../src/state/analytics';

// Spec §7: "POST METRIC_EVENTS_HANDLER/events: payload events, batch of analytics events", at the
// host's `metrics-url`; the host hears each event as it happens (onAnalyticsEvent).

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const posted = () =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => ({
    url,
    method: init.method,
    type: (init.headers as Record<string, string>)['Content-Type'],
    credentials: init.credentials,
    keepalive: init.keepalive,
    body: JSON.parse(init.body as string),
  }));

function analytics(metricsUrl = 'https://metrics.example/collect/') {
  const notify = vi.fn();
  const lifetime = new AbortController();
  return { analytics: createAnalytics(() => metricsUrl, notify, lifetime.signal), notify, lifetime };
}

describe('the metrics batch', () => {
  it('gathers the events of 2 s into one POST to {metrics-url}/events, each with its name, parameters and time', () => {
    const { analytics: tracker, notify } = analytics();
    tracker.track('payment_method_click', { paymentMethod: 'codi_mx', group: null });
    vi.advanceTimersByTime(500);
    tracker.track('form_view', { status: 'success' });
    vi.advanceTimersByTime(1499);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(posted()).toEqual([
      {
        url: 'https://metrics.example/collect/events',
        method: 'POST',
        type: 'application/json',
        credentials: 'omit',
        keepalive: false,
        body: {
          events: [
            { event: 'payment_method_click', params: { paymentMethod: 'codi_mx', group: null }, time: 1_700_000_000_000 },
            { event: 'form_view', params: { status: 'success' }, time: 1_700_000_000_500 },
          ],
        },
      },
    ]);
    // The host heard each as it happened.
    expect(notify.mock.calls).toEqual([
      ['onAnalyticsEvent', { event: 'payment_method_click', params: { paymentMethod: 'codi_mx', group: null } }],
      ['onAnalyticsEvent', { event: 'form_view', params: { status: 'success' } }],
    ]);
  });

  it('sends each event once: a later event starts a batch of its own', () => {
    const { analytics: tracker } = analytics();
    tracker.track('a', {});
    vi.advanceTimersByTime(2000);
    tracker.track('b', {});
    vi.advanceTimersByTime(2000);
    expect(posted().map((post) => post.body.events.map((event: { event: string }) => event.event))).toEqual([['a'], ['b']]);
    vi.advanceTimersByTime(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loses a batch the endpoint refuses or cannot be reached for, and goes on: the payment never hears of it', async () => {
    const { analytics: tracker } = analytics();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    tracker.track('lost', {});
    vi.advanceTimersByTime(2000);
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockResolvedValueOnce(new Response('{"error":"no"}', { status: 500 }));
    tracker.track('refused', {});
    vi.advanceTimersByTime(2000);
    await vi.advanceTimersByTimeAsync(0);
    tracker.track('kept', {});
    vi.advanceTimersByTime(2000);
    expect(posted().map((post) => post.body.events[0].event)).toEqual(['lost', 'refused', 'kept']);
  });

  it('sends what is left at once, kept alive past the page, when the cashier is removed, and nothing after', () => {
    const { analytics: tracker, lifetime } = analytics();
    tracker.track('close', {});
    tracker.flush({ keepalive: true });
    expect(posted()).toMatchObject([{ keepalive: true, body: { events: [{ event: 'close' }] } }]);
    lifetime.abort();
    tracker.track('after', {});
    vi.advanceTimersByTime(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts nothing without a metrics-url, and the host still hears every event', () => {
    const { analytics: tracker, notify } = analytics('');
    tracker.track('payment_group_click', { group: 'cards' });
    vi.advanceTimersByTime(5000);
    tracker.flush({ keepalive: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('onAnalyticsEvent', { event: 'payment_group_click', params: { group: 'cards' } });
  });
});
