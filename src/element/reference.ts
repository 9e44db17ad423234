import type { HostEventName } from '../host/events';
import type { ObjectProp, SCALAR_PROPS } from './props';

// What the element's public reference says of each attribute, host event and part, in Markdown,
// declared once: README's tables and lists are checked against it and the custom-elements
// manifest is made from it (test/unit/element/publicReference.test.ts). Read at build time only:
// the widget itself never imports it.

export type PropName = keyof typeof SCALAR_PROPS | ObjectProp;

/** Each attribute and property, in README's order: its default (— for none) and what it means. */
export const ATTRIBUTE_REFERENCE = {
  token: { default: '—', meaning: "the player's authorization token; the cashier starts when it is set" },
  userId: { default: '—', meaning: "the player's id" },
  partnerKey: { default: '—', meaning: "the operator's partner key" },
  host: { default: '—', meaning: "the host page's origin (iframe messages)" },
  xOrigin: { default: '`host`', meaning: 'the origin sent to the backend and used for host messages' },
  widgetViewType: { default: '`main`', meaning: '`main` or `sweep` (sweepstakes: the Coin Shop; its disclaimer links `schema.meta.assets.sweepRulesUrl` and `sweepLearnMoreUrl` when given). `user.widgetViewType` `sweep` chooses it too: sweep if either says so (see Readings)' },
  transport: { default: '`socket`', meaning: '`socket` (status pushes) or `http` (polling)' },
  platformVersion: { default: '`redesign`', meaning: 'sent in `x-extra-params`; any other value asks for the list with `methods-payment-v3` (the currency a code) instead of `methods-payment-v5`' },
  pwa: { default: '`false`', meaning: 'sent with every call' },
  isMobileApp: { default: '`false`', meaning: 'sent with every call' },
  closingButton: { default: '`true`', meaning: 'whether the host allows the close button' },
  bonusId: { default: '—', meaning: 'a preselected bonus' },
  geetestCaptchaId: { default: '`schema.meta.geetestCaptchaId`', meaning: "the slider captcha's id (see Captcha)" },
  locale: { default: '`en-US`', meaning: 'the language; else `user.lang`, else English' },
  apiUrl: { default: "this page's origin", meaning: 'base of `/api/{prefix}/{name}`' },
  socketUrl: { default: '`api-url`', meaning: 'socket.io server (path `/v4/socket.io`)' },
  staticBase: { default: '`/{product}/static/`', meaning: 'where catalogs and icons are served' },
  product: { default: '`cashier`', meaning: 'product name in paths and the `{product}-app` class' },
  metricsUrl: { default: '—', meaning: 'analytics batches are POSTed to `{metrics-url}/events`' },
  supportUrl: { default: '—', meaning: "the operator's support page: the support button of Kyrgyz P2P methods opens it in a new tab (no button without it)" },
  externalRedirectMethods: { default: '—', meaning: "the methods whose payment page you open yourself, by name, with commas or spaces between them (spec §4, §9 \"skip new window\"): Deposit opens no payment window for them, and once the deposit is made the cashier sends `onExternalRedirectEvent` with the page's address and the method instead. A native app's methods are told the same way, never through `openExtBrowser`" },
  returnUrl: { default: "this page's origin and path", meaning: 'where a provider sends the player back after paying in this tab; the cashier adds `payment-cashier-return=1`. Set it when your cashier page needs its query to open (the default keeps none of it)' },
  emptyHint: { default: '"Enable VPN, select another country and refresh the page" (translated)', meaning: "your own hint, as plain text in the player's language, on the page of a region with no payment methods (for operators who do not tell players to use a VPN)" },
  initialPath: { default: '`/deposit`', meaning: "the first page: `/deposit` or `/withdrawal`; `/form?method={name}`, one method's form without the list or a header (no Back, no Close) (a method the list does not have: the list); for the sweepstakes Coin Shop `/form?box={boxId}&method={coin}`, one box bought with one coin, the same way (a box it does not sell, or a method that cannot pay for one: the shop); or the crypto-balance cashier under `/cryptobalance` (see Crypto balance; a change opens it at once)" },
  deviceBack: { default: '`true` in a frame or web view, else `false`', meaning: "the browser's or device's Back steps back inside the cashier (one history entry of its own on top, taken away a moment after the element goes, so a frame removed with it takes the entry along and the host page stays where it is; one added at once after it waits for that Back to land; on the list it raises `onGoBack` and `onClose`)" },
  localeQuery: { default: '`true` in a frame or web view, else `false`', meaning: "the page address's `locale` query parameter (`?locale=ar`) chooses the language, before `locale` and `user.lang`, and is then removed from the address (spec §7). Off by default on your own page, whose address is yours" },
  user: { default: 'paymentGeo `RU`, currency `MXN`', meaning: 'the player (JSON): paymentGeo, currency, lang, platform, balanceData, …' },
  bonusList: { default: '`[]`', meaning: "the player's bonuses (JSON, see Bonuses)" },
  experiments: { default: '`[]`', meaning: 'the A/B groups (JSON `[{ key, group }]`): `payment_methods`, whose group is sent as `abTestGroup` with the methods list and each create (none sent without it); `bonus` (`group_b` shows bonuses); `info_messages` (`a`, `b`, `c`: the messages shown while a deposit is created)' },
  schema: { default: '—', meaning: "the operator's schema (JSON): meta.geetestCaptchaId, meta.isCryptoBonusAvailable, meta.showCryptoInstruction (with `meta.assets.cryptoInstruction`, the address of a plain text the crypto address page shows, read once: https, or http on `localhost`/`127.0.0.1` only, relative to `api-url`; at most 64 KB, within 10 s; an answer that is not OK, or any other, shows nothing, and is asked for again a minute later or in the next session; the static folder or the text's origin must be in your `connect-src`), meta.assets (the sweepstakes links), assets" },
  assets: { default: '—', meaning: "asset URLs by name (JSON). `badge`: an SVG image (at most 32 KB: a larger one is not read past that), read once, that the lists draw before the brand and exclusive badges (spec §9 badge types 2 and 8); its address follows the same rule as the crypto instruction's. An answer that is not OK, not in within 10 s, too large or not an SVG shows none (the last two say so in the console), and is asked for again a minute later or in the next session. Its origin must be in your `connect-src`" },
  captcha: { default: "Google's and GeeTest's scripts", meaning: 'the captcha scripts and site keys (JSON, see Captcha)' },
} as const satisfies Record<PropName, { default: string; meaning: string }>;

/** Each host event, in README's order: its payload's type as the package declares it, and when it is sent. */
export const HOST_EVENT_REFERENCE = {
  Loaded: { payload: '{ version: string }', sentWhen: "the element is on the page (framed: also the answer to the parent's `loaded`)" },
  onInit: { payload: '{ version: string; locale: string; transport: string }', sentWhen: 'a session started: handshake read, catalogs loaded, transport chosen' },
  onClose: { payload: 'Record<string, never>', sentWhen: 'the player pressed Close, or the parent sent `close`' },
  onGoBack: { payload: 'Record<string, never>', sentWhen: 'Back on the first page: the host leaves the cashier' },
  onSwipeBack: { payload: 'Record<string, never>', sentWhen: 'an edge swipe back on the first page' },
  onTokenExpired: { payload: 'Record<string, never>', sentWhen: 'any call was answered 401' },
  onTokenRenewed: { payload: '{ token: string }', sentWhen: "the backend renewed the player's token (the socket's `login.token` push). The cashier goes on with it for every later call and session (a `user` update, a language switch) until you set another `token`; keep it where you keep the token (a web view injects it on its next load), or the next load starts with the expired one. Secret: not given to `sender`" },
  onCreateTransaction: { payload: '{ depositId: string; paymentMethod: string; amount: string; currency: string }', sentWhen: 'a deposit was created. `amount` is a decimal string (`"100.50"`), as the backend wrote it (else as typed): money never travels as a binary float' },
  onExternalRedirectEvent: { payload: '{ url: string; paymentMethod: string }', sentWhen: 'a deposit by a method named in `external-redirect-methods` was created: its payment page is yours to show (no window was opened). Secret: not given to `sender`' },
  openExtBrowser: { payload: '{ url: string }', sentWhen: "in a native app, a page for the system browser (a payment page, a cash agent's link, an identity check). Secret: not given to `sender`" },
  Metric: { payload: '{ name: string; value: number | string; tags?: Record<string, string> }', sentWhen: 'a create: `create-deposit-{flow}-status`, value `ok` or `fail`' },
  onAnalyticsEvent: { payload: '{ event: string; params: Record<string, unknown> }', sentWhen: 'each analytics event (also batched to `metrics-url`)' },
  onSocketReconnectAttempt: { payload: '{ attempt: number; url: string }', sentWhen: 'the socket tries again after losing its connection' },
  onInvalidP2PResponse: { payload: '{ message: string }', sentWhen: 'a P2P answer broke the contract' },
  onInitError: { payload: '{ message: string }', sentWhen: 'the start failed (bad handshake, no catalogs, a malformed JSON attribute)' },
  onLocaleError: { payload: '{ message: string; locale: string; key?: string }', sentWhen: 'a catalog, or one text of it (`key`), is missing' },
  onShare: { payload: '{ text: string; url?: string }', sentWhen: 'in a native app (`user.platform` `android` or `ios`), the player pressed Share under a crypto address (`text`: "USDT (TRC-20): {address}") or under an invoice\'s details (a "label: value" line each; a sealed card number is never shared); the app opens its share sheet. Elsewhere Share opens the browser\'s own sheet (Web Share) and sends nothing, and it is not shown where the browser has none' },
  onCurrencyChange: { payload: '{ currency: string }', sentWhen: 'in the crypto-balance cashier, the currency the player transacts in changed: a tab chosen (the tab\'s currency, or the coin last chosen in it), or a coin chosen on the crypto tab (`"BTC"`). Once per change, never for the cashier\'s own start. The main and sweepstakes cashiers have no currency switch and do not send it' },
  onFullLoad: { payload: '{ version: string; ms: number }', sentWhen: 'the list is on screen, `ms` after the start; once per load' },
  onResize: { payload: '{ height: number }', sentWhen: "the element's height changed: CSS pixels, rounded up (a parent sizes its frame with it, see In an iframe)" },
  onCashierLocked: { payload: '{ reason: string; until?: string }', sentWhen: "the backend refused a list or a create with `banking.cashierLocked` (see History and locks): that side of the cashier shows the lock, in place of its methods or form. `reason` is `selfExcluded`, `coolingOff`, `depositLimitReached`, `withdrawalsLocked`, `kycRequired`, `maintenance`, or `unknown` when the refusal named none the cashier knows; `until` when it ends (ISO 8601). Once per lock, not per refused call" },
} as const satisfies Record<HostEventName, { payload: string; sentWhen: string }>;

/** Each shadow part an operator may style, in README's order, and what it is. */
export const PART_REFERENCE: Readonly<Record<string, string>> = {
  'container': 'the `{product}-app` box',
  'header': 'the header, with Back and Close',
  'title': "the page's title",
  'search': "a list's search field",
  'entry': "a method, group or country on a list, and a coin's tile on the crypto list",
  'button-primary': "a page's main button (Deposit, Continue, Confirm withdrawal)",
  'amount': 'the amount input',
  'dropdown': "an open dropdown's list",
  'snackbar': 'the message that reports an error',
  'bonus': 'a bonus card; its theme colour is its own',
  'account': 'a withdrawal account to choose',
  'pending-withdrawal': 'a pending withdrawal on the withdrawal list',
  'box': 'a box of the sweepstakes Coin Shop',
  'disclaimer': 'the sweepstakes disclaimer (NO PURCHASE NECESSARY)',
  'tab': 'a tab of the crypto-balance cashier (Crypto, Fiat)',
  'balance': "the player's balance under those tabs",
  'history-button': 'History in the header of a list or complete page',
  'transaction': "a transaction on the player's history",
};
