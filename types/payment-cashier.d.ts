/**
 * The public types of `<payment-cashier>` (the package's `types`): its properties, the handshake's
 * objects, the `cashier-*` events with their `detail`, and the tag. Self-contained: a consumer
 * needs none of the libraries the widget bundles. Kept equal to the element by
 * test/types/publicTypes.ts, which the type check compiles.
 */

/** Spec §3 "User": the signed-in player. Other fields the host has are passed through. */
export interface CashierUser {
  id?: string | number;
  name?: string;
  /** The player's language, when the `locale` attribute gives none. */
  lang?: string;
  country?: string;
  /** The player's currency (default MXN). */
  currency?: string;
  /** The region whose methods are offered (default RU). */
  paymentGeo?: string;
  platform?: 'desktop' | 'mobile' | 'android' | 'ios';
  role?: number;
  balanceData?: { primary: { amount: number; currency: string } };
  /** The player's mode: `sweep` is the sweepstakes cashier, whatever `widgetViewType` says (README "Readings"). */
  widgetViewType?: 'main' | 'sweep';
  [field: string]: unknown;
}

/** Spec §3 "Bonus". */
export interface CashierBonus {
  id: string | number;
  type: 'freespin' | 'deposit';
  currency?: string;
  content?: { title?: string; subtitle?: string };
  /** ISO 8601: the bonus leaves the list after this. */
  mustAccruedBefore?: string;
  depositBonusData?: { minDeposit?: number; maxBonusAmount?: number; payoutMultiplier?: number; wagerMultiplier?: number };
  freespinBonusData?: {
    minDeposit?: number;
    maxSpinWin?: number;
    payoutMultiplier?: number;
    wagerMultiplier?: number;
    count?: number;
    gamesContent?: { nameEn: string }[];
  };
  [field: string]: unknown;
}

/** An A/B experiment the player is in (`{ key: 'bonus', group: 'group_b' }` shows the bonuses). */
export interface CashierExperiment {
  key: string;
  group: string;
}

/** Spec §3 "schema". */
export interface CashierSchema {
  /** `assets`: addresses by name (`cryptoInstruction`, `sweepRulesUrl`, `sweepLearnMoreUrl`). */
  meta?: { geetestCaptchaId?: string; isCryptoBonusAvailable?: boolean; showCryptoInstruction?: boolean; assets?: Record<string, string>; [field: string]: unknown };
  assets?: Record<string, string>;
  [field: string]: unknown;
}

/** The `captcha` deployment setting (README "Captcha"); every field has a default but the site keys. */
export interface CashierCaptchaSettings {
  recaptchaScript?: string;
  recaptchaEnterpriseScript?: string;
  recaptchaSiteKey?: string;
  recaptchaEnterpriseSiteKey?: string;
  sliderScript?: string;
}

/** Package hosts: receives every host event as (type, payload), but the secret ones (openExtBrowser, onExternalRedirectEvent). */
export type CashierSender = (type: CashierHostEventName, payload: unknown) => void;

/** The element's properties; each scalar one has a kebab-case attribute twin (README "Attributes and properties"). */
export interface PaymentCashierProps {
  token?: string;
  userId?: string;
  partnerKey?: string;
  host?: string;
  xOrigin?: string;
  /** `main` or `sweep`; sweep if either this or `user.widgetViewType` says so. */
  widgetViewType?: string;
  transport?: string;
  platformVersion?: string;
  pwa?: boolean;
  isMobileApp?: boolean;
  closingButton?: boolean;
  bonusId?: string;
  geetestCaptchaId?: string;
  locale?: string;
  apiUrl?: string;
  socketUrl?: string;
  staticBase?: string;
  product?: string;
  metricsUrl?: string;
  supportUrl?: string;
  /** The methods whose payment page you open yourself (commas or spaces between the names): no payment window opens for them, `onExternalRedirectEvent` is sent instead. */
  externalRedirectMethods?: string;
  /** Where a provider sends the player back after paying in this tab (default: this page's origin and path; never this page's query). */
  returnUrl?: string;
  /** Your own hint on the page of a region with no payment methods (plain text), in place of the default "Enable VPN, select another country and refresh the page". */
  emptyHint?: string;
  initialPath?: string;
  deviceBack?: boolean;
  /** The page address's `locale` query parameter chooses the language (then is removed from the address). Default: true in a frame or web view, else false. */
  localeQuery?: boolean;
  user?: CashierUser;
  bonusList?: CashierBonus[];
  experiments?: CashierExperiment[];
  schema?: CashierSchema;
  assets?: Record<string, string>;
  captcha?: CashierCaptchaSettings;
  sender?: CashierSender;
}

/** Spec §7 "Host messages: Sent": each event's payload. */
export interface CashierHostEvents {
  Loaded: { version: string };
  onInit: { version: string; locale: string; transport: string };
  onClose: Record<string, never>;
  onGoBack: Record<string, never>;
  onSwipeBack: Record<string, never>;
  onTokenExpired: Record<string, never>;
  /** The backend renewed the player's token: use this one from now on (set it as `token`, inject it again in a web view). */
  onTokenRenewed: { token: string };
  /** `amount` is the deposit's amount as a decimal string (as the backend made it, else as typed). */
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
  /** The element's height in CSS pixels (rounded up), sent when it changes: a parent sizes its frame with it. */
  onResize: { height: number };
  onCashierLocked: { reason: string; until?: string };
}
export type CashierHostEventName = keyof CashierHostEvents;

/** The DOM events the element dispatches (bubbling, composed), each with its payload as `detail`. */
export interface CashierEventMap {
  'cashier-loaded': CustomEvent<CashierHostEvents['Loaded']>;
  'cashier-init': CustomEvent<CashierHostEvents['onInit']>;
  'cashier-close': CustomEvent<CashierHostEvents['onClose']>;
  'cashier-go-back': CustomEvent<CashierHostEvents['onGoBack']>;
  'cashier-swipe-back': CustomEvent<CashierHostEvents['onSwipeBack']>;
  'cashier-token-expired': CustomEvent<CashierHostEvents['onTokenExpired']>;
  'cashier-token-renewed': CustomEvent<CashierHostEvents['onTokenRenewed']>;
  'cashier-create-transaction': CustomEvent<CashierHostEvents['onCreateTransaction']>;
  'cashier-external-redirect-event': CustomEvent<CashierHostEvents['onExternalRedirectEvent']>;
  'cashier-open-ext-browser': CustomEvent<CashierHostEvents['openExtBrowser']>;
  'cashier-metric': CustomEvent<CashierHostEvents['Metric']>;
  'cashier-analytics-event': CustomEvent<CashierHostEvents['onAnalyticsEvent']>;
  'cashier-socket-reconnect-attempt': CustomEvent<CashierHostEvents['onSocketReconnectAttempt']>;
  'cashier-invalid-p2p-response': CustomEvent<CashierHostEvents['onInvalidP2PResponse']>;
  'cashier-init-error': CustomEvent<CashierHostEvents['onInitError']>;
  'cashier-locale-error': CustomEvent<CashierHostEvents['onLocaleError']>;
  'cashier-share': CustomEvent<CashierHostEvents['onShare']>;
  'cashier-currency-change': CustomEvent<CashierHostEvents['onCurrencyChange']>;
  'cashier-full-load': CustomEvent<CashierHostEvents['onFullLoad']>;
  'cashier-resize': CustomEvent<CashierHostEvents['onResize']>;
  'cashier-locked': CustomEvent<CashierHostEvents['onCashierLocked']>;
}

/** The element: an HTMLElement with the properties above and typed `cashier-*` listeners. */
export interface PaymentCashier extends HTMLElement, PaymentCashierProps {
  addEventListener<K extends keyof CashierEventMap>(type: K, listener: (this: PaymentCashier, event: CashierEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: PaymentCashier, event: HTMLElementEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof CashierEventMap>(type: K, listener: (this: PaymentCashier, event: CashierEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * The element's class, as `customElements.get('payment-cashier')` gives it: a page with the
 * classic script reaches `forgetPlayer` there.
 */
export interface PaymentCashierConstructor {
  new (): PaymentCashier;
  readonly prototype: PaymentCashier;
  /** The same as the module's `forgetPlayer`. */
  forgetPlayer(userId?: string | number): void;
}

/**
 * Removes what the widget keeps in this browser for the player (README "What the widget keeps in
 * the browser"): call it at logout. With the player's id (`user-id`): their kept lists, last
 * deposit and same-tab payment, and what cannot be told apart by player (the cross-tab
 * idempotency records, the region a web view reload reads back). Without one: everything the
 * widget keeps.
 */
export declare function forgetPlayer(userId?: string | number): void;

/** The widget's version. */
export declare const VERSION: string;
/** The tag the element is defined under (once, however often the script loads). */
export declare const TAG_NAME = 'payment-cashier';

declare global {
  interface HTMLElementTagNameMap {
    'payment-cashier': PaymentCashier;
  }
}
