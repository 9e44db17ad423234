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
  /** The backend renewed the session's token (`login.token`): the host should use it from now on. */
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
  /** DESIGN §2: the backend closed a side of the cashier to the player (`unknown`: its refusal named no reason we know). */
  onCashierLocked: { reason: string; until?: string };
}

export type HostEventName = keyof HostEventPayloads;

interface HostEventSpec {
  /** The DOM CustomEvent's name: `cashier-` plus the kebab-case of the name without `on`. */
  dom: `cashier-${string}`;
  /**
   * The payload is a secret: a link that is itself the access (a provider's payment session, a
   * provider's form in our window page's address, an identity check, a cash agent's link) or a
   * credential (a renewed token). It goes
   * only to the channels that act on it (the element's DOM event, the parent frame at the host
   * origin, the native bridges), never to the `sender` property, which hosts pipe into analytics.
   */
  secret?: true;
}

export const HOST_EVENTS = {
  Loaded: { dom: 'cashier-loaded' },
  onInit: { dom: 'cashier-init' },
  onClose: { dom: 'cashier-close' },
  onGoBack: { dom: 'cashier-go-back' },
  onSwipeBack: { dom: 'cashier-swipe-back' },
  onTokenExpired: { dom: 'cashier-token-expired' },
  onTokenRenewed: { dom: 'cashier-token-renewed', secret: true },
  onCreateTransaction: { dom: 'cashier-create-transaction' },
  onExternalRedirectEvent: { dom: 'cashier-external-redirect-event', secret: true },
  openExtBrowser: { dom: 'cashier-open-ext-browser', secret: true },
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
  onCashierLocked: { dom: 'cashier-locked' },
} as const satisfies Record<HostEventName, HostEventSpec>;

export const HOST_EVENT_NAMES = /* @__PURE__ */ Object.keys(HOST_EVENTS) as HostEventName[];

/** The event's DOM name, from the table (the one every channel reads). */
export const domEventName = <K extends HostEventName>(name: K): (typeof HOST_EVENTS)[K]['dom'] => HOST_EVENTS[name].dom;

/** Whether the event's payload is a secret (`secret` in the table): never given to the `sender` property. */
export const carriesSecret = (name: HostEventName): boolean => (HOST_EVENTS[name] as HostEventSpec).secret === true;

/** The typed map for `element.addEventListener('cashier-close', …)`. */
export type CashierEventMap = {
  [K in HostEventName as (typeof HOST_EVENTS)[K]['dom']]: CustomEvent<HostEventPayloads[K]>;
};
