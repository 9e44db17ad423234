/**
 * The one table of host events (spec §7 "Host messages: Sent", DESIGN §2 "Host events").
 * Every channel reads it. Parent frames get `{ type, payload }` posted to the host origin only,
 * never to `*`, because most payloads carry the player's data.
 */
export interface HostEventPayloads {
  Loaded: { version: string };
  onInit: { version: string; locale: string; transport: string };
  onClose: Record<string, never>;
  onGoBack: Record<string, never>;
  onSwipeBack: Record<string, never>;
  onTokenExpired: Record<string, never>;
  /** The backend renewed the session's token (spec §4 login.token): the host should use it from now on. */
  onTokenRenewed: { token: string };
  onCreateTransaction: { depositId: string; paymentMethod: string; amount: string; currency: string };
  onExternalRedirectEvent: { url: string; paymentMethod: string };
  openExtBrowser: { url: string };
  Metric: { name: string; value: number | string; tags?: Record<string, string> };
  onAnalyticsEvent: { event: string; params: Record<string, unknown> };
  onSocketReconnectAttempt: { attempt: number; url: string };
  onInvalidP2PResponse: { message: string };
  onInitError: { message: string };
  onLocaleError: { message: string; locale: string; key?: string };
  onShare: { text: string; url?: string };
  onCurrencyChange: { currency: string };
  onFullLoad: { version: string; ms: number };
  onResize: { height: number };
}

export type HostEventName = keyof HostEventPayloads;

interface HostEventSpec {
  /** The DOM CustomEvent's name: `cashier-` plus the kebab-case of the name without `on`. */
  dom: `cashier-${string}`;
}

export const HOST_EVENTS = {
  Loaded: { dom: 'cashier-loaded' },
  onInit: { dom: 'cashier-init' },
  onClose: { dom: 'cashier-close' },
  onGoBack: { dom: 'cashier-go-back' },
  onSwipeBack: { dom: 'cashier-swipe-back' },
  onTokenExpired: { dom: 'cashier-token-expired' },
  onTokenRenewed: { dom: 'cashier-token-renewed' },
  onCreateTransaction: { dom: 'cashier-create-transaction' },
  onExternalRedirectEvent: { dom: 'cashier-external-redirect-event' },
  openExtBrowser: { dom: 'cashier-open-ext-browser' },
  Metric: { dom: 'cashier-metric' },
  onAnalyticsEvent: { dom: 'cashier-analytics-event' },
  onSocketReconnectAttempt: { dom: 'cashier-socket-reconnect-attempt' },
  onInvalidP2PResponse: { dom: 'cashier-invalid-p2p-response' },
  onInitError: { dom: 'cashier-init-error' },
  onLocaleError: { dom: 'cashier-locale-error' },
  onShare: { dom: 'cashier-share' },
  onCurrencyChange: { dom: 'cashier-currency-change' },
  onFullLoad: { dom: 'cashier-full-load' },
  onResize: { dom: 'cashier-resize' },
} as const satisfies Record<HostEventName, HostEventSpec>;

export const HOST_EVENT_NAMES = /* @__PURE__ */ Object.keys(HOST_EVENTS) as HostEventName[];

/**
 * The table's DOM name, computed: what the channels use, so that the table (0.27 KB gzip) stays out
 * of the first screen. A unit test holds the two equal for every event.
 */
export const domEventName = <K extends HostEventName>(name: K) =>
  `cashier-${name.replace(/^on/, '').replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2-').toLowerCase()}` as (typeof HOST_EVENTS)[K]['dom'];

/** The typed map for `element.addEventListener('cashier-close', …)`. */
export type CashierEventMap = {
  [K in HostEventName as (typeof HOST_EVENTS)[K]['dom']]: CustomEvent<HostEventPayloads[K]>;
};
