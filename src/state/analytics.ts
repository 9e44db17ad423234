import { postAndForget } from '../transport/plain';
import type { HostNotifier } from '../host/channels';

/** How long analytics events gather before one POST to `{metrics-url}/events`. */
export const ANALYTICS_FLUSH_MS = 2000;

export interface AnalyticsEvent {
  event: string;
  params: Record<string, unknown>;
  time: number;
}

export interface Analytics {
  /** Tells the host (`onAnalyticsEvent`) and queues the event for the metrics endpoint. */
  track(event: string, params: Record<string, unknown>): void;
  /** Tells the host a measurement (`Metric`). */
  metric(name: string, value: number | string, tags?: Record<string, string>): void;
  flush(options?: { keepalive?: boolean }): void;
}

export function createAnalytics(metricsUrlOf: () => string, notify: HostNotifier, lifetime: AbortSignal): Analytics {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = ({ keepalive = false } = {}) => {
    clearTimeout(timer);
    timer = undefined;
    const metricsUrl = metricsUrlOf();
    if (!metricsUrl || queue.length === 0) return;
    const events = queue;
    queue = [];
    // Analytics must never disturb a payment; a lost batch is acceptable.
    postAndForget(`${metricsUrl.replace(/\/+$/, '')}/events`, { events }, { keepalive });
  };

  return {
    track(event, params) {
      notify('onAnalyticsEvent', { event, params });
      if (!metricsUrlOf() || lifetime.aborted) return;
      queue.push({ event, params, time: Date.now() });
      timer ??= setTimeout(flush, ANALYTICS_FLUSH_MS);
    },
    metric(name, value, tags) {
      notify('Metric', tags ? { name, value, tags } : { name, value });
    },
    flush,
  };
}
