import type { Api } from '../api/call';
import { createHostNotifier, type HostChannel, type HostNotifier } from '../host/channels';
import { carriesSecret } from '../host/events';
import type { Handshake } from '../host/handshake';
import { loadCatalogs } from '../i18n/catalogs';
import { chooseLocale } from '../i18n/locale';
import { createTranslator, type Translator } from '../i18n/translator';
import { createNavigator, type Navigator } from '../routes/navigator';
import type { Mode, Modes } from '../flows/contract/mode';
import type { FlowTable } from '../flows/contract/flowTable';
import { CashierError, toCashierError } from '../transport/errors';
import { createTransport, type Transport, type TransportConfig } from '../transport';
import { VERSION } from '../version';
import { createAnalytics, type Analytics } from './analytics';
import { isForceLogging, rememberSession } from './sessionStorage';
import { createFlowTables } from './flowTables';
import { apiFor, transportConfigFor, transportHooksFor } from './sessionParts';
import { createCashierStore, type CashierState, resetSlices, SESSION_SLICES } from './store';

/** Where the widget's backend, socket, static files and metrics live (element attributes). */
export interface Deployment {
  apiUrl: string;
  socketUrl: string;
  staticBase: string;
  product: string;
  metricsUrl: string;
  /** The operator's support page (the P2P support button); none, no button. */
  supportUrl?: string;
  /** The methods whose payment page the host opens itself (payment/externalRedirect.ts). */
  externalRedirectMethods?: readonly string[];
  /** Where a provider sends the player back after paying in this tab; none, this page's origin and path. */
  returnUrl?: string;
  /** The operator's hint for a region with no methods, shown as plain text in place of `empty.hint`. */
  emptyHint?: string;
  /** The `captcha` setting as given; read by the captcha step (src/captcha/captchaSettings.ts). */
  captcha?: unknown;
  initialPath: string;
  /** The browser's or device's Back steps back inside the cashier (its own document, or the host opted in). */
  deviceBack?: boolean;
  /** The language the page's address asked for (`?locale`, read once when enabled), first in the choice. */
  queryLocale?: string | null;
}

/**
 * Everything one `<payment-cashier>` owns: its store, router, transport, translator and the
 * channels to its host. Created per element, torn down with it; nothing here is module state.
 */
export interface Cashier {
  readonly store: CashierState;
  readonly nav: Navigator;
  readonly notify: HostNotifier;
  readonly deployment: Deployment;
  readonly analytics: Analytics;
  /** Aborted when the element is removed: every request and timer of the instance listens to it. */
  readonly lifetime: AbortSignal;
  /** Aborted when the element is removed or the session restarts (a new token, player or language). */
  sessionSignal(): AbortSignal;
  api(): Api;
  /** Who the cashier calls as, for the requests that must bypass the socket (the close beacon). */
  transportConfig(): TransportConfig | null;
  translator(): Translator | null;
  /** The mode and transaction chosen at start: its first screen, and how its flow table loads. */
  mode(): Mode<Cashier>;
  /** A mode's move to a sibling of its own in the same session (a crypto-balance tab): that mode's pages from now on. */
  enterMode(next: Mode<Cashier>): void;
  /** The mode's flow table, once loaded (on every page but the first screen it is). */
  flows(): FlowTable | null;
  /** Loads the mode's flow table, once (again after a failure). */
  loadFlows(): Promise<FlowTable>;
  /**
   * Runs `go` with the flow table: at once when it is loaded, else when it is, unless another
   * choice came first. If it cannot load, the player is told and can choose again.
   */
  withFlows(go: (table: FlowTable) => void): void;
  /**
   * The origin host messages must come from and ours go to: the element's own `x-origin`/`host`.
   * Never a handshake payload's, which the iframe parent sends and could use to redirect trust.
   */
  hostOrigin(): string | undefined;
  /** `path`: a first page to open (the host changed initial-path), once its mode is in place. */
  start(handshake: Handshake, options?: { path?: string }): Promise<void>;
  fail(message: string): void;
  destroy(): void;
}

/** What a cashier is made of: everything it does not make itself, handed in by the element that composes it. */
export interface CashierParts {
  /**
   * Reads the deployment: at creation, and again at each start, so that a page may set where the
   * cashier talks to and loads from after the element is on it (the first page and device Back
   * belong to the document and keep their first reading).
   */
  readDeployment: () => Deployment;
  channels: () => HostChannel[];
  /** The modes it can open in (and through them the flow registries): the cashier imports none. */
  modes: Modes<Cashier>;
  /** The host origin the element is configured with (`x-origin`, else `host`), already normalised. */
  configuredOrigin?: () => string | undefined;
  /** Tests hand in a transport that answers without a network. */
  transportFactory?: typeof createTransport;
}

export function createCashier({
  readDeployment,
  channels,
  modes,
  configuredOrigin = () => undefined,
  transportFactory = createTransport,
}: CashierParts): Cashier {
  const deployment = readDeployment();
  const { initialPath, deviceBack } = deployment;
  const store = createCashierStore();
  const nav = createNavigator(initialPath);
  const notify = createHostNotifier(channels, isForceLogging() ? (m) => console.debug('[payment-cashier]', m.type, carriesSecret(m.type) ? '(secret)' : m.payload) : undefined);
  const lifetime = new AbortController();
  const analytics = createAnalytics(() => deployment.metricsUrl, notify, lifetime.signal);
  let transport: Transport | null = null;
  let transportConfig: TransportConfig | null = null;
  let api: Api | null = null;
  let translator: Translator | null = null;
  let session: AbortController | null = null;
  let sessionSignal: AbortSignal = lifetime.signal;
  // Spec §4 login.token: the token the backend renewed the host's to, used by every later session
  // (a language switch, a user update) until the host gives another; the old one may be expired.
  let renewal: { given: string; renewed: string } | null = null;
  const tables = createFlowTables(modes.first);

  const fail = (message: string) => {
    store.phase = 'failed';
    store.initError = message;
    console.error(`[payment-cashier] ${message}`);
    notify('onInitError', { message });
  };

  const cashier: Cashier = {
    store,
    nav,
    notify,
    deployment,
    analytics,
    lifetime: lifetime.signal,
    api() {
      if (!api) throw new CashierError('unknown', 'The cashier has not started');
      return api;
    },
    translator: () => translator,
    mode: tables.mode,
    enterMode: tables.switchTo,
    flows: tables.flows,
    loadFlows: tables.loadFlows,
    withFlows(go) {
      tables.withFlows(
        go,
        () => (store.notice = { id: (store.notice?.id ?? 0) + 1, text: { key: 'socket.networkError' } }),
        () => !lifetime.signal.aborted,
      );
    },
    transportConfig: () => transportConfig,
    sessionSignal: () => sessionSignal,
    hostOrigin: configuredOrigin,
    fail,

    async start(handshake, options = {}) {
      Object.assign(deployment, readDeployment(), { initialPath, deviceBack });
      session?.abort();
      transport?.close();
      session = new AbortController();
      const signal = AbortSignal.any([session.signal, lifetime.signal]);
      sessionSignal = signal;
      store.handshake = handshake;
      // The deposit mode is at hand; another mode's code comes first.
      const opening = options.path ?? tables.mode().address?.(cashier) ?? nav.current();
      const chosen = modes.choose({ path: opening, viewType: handshake.widgetViewType });
      const nextMode = chosen instanceof Promise ? await chosen : chosen;
      if (signal.aborted) return;
      tables.switchTo(nextMode);
      store.phase = 'starting';
      store.initError = null;
      store.country = handshake.user.paymentGeo ?? '';
      store.currency = handshake.user.currency ?? '';
      resetSlices(store, SESSION_SLICES);
      // A mode's or flow's own slice is made by its opening or first use: another's (a crypto-balance wallet) never carries over.
      store.own = {};
      if (nextMode.open) nextMode.open(cashier, opening);
      else if (options.path) nav.rewindTo(options.path);

      const locale = chooseLocale({
        query: deployment.queryLocale,
        handshake: handshake.locale,
        userLang: handshake.user.lang,
      });
      if (renewal && renewal.given !== handshake.token && renewal.renewed !== handshake.token) renewal = null;
      const config = transportConfigFor(handshake, deployment, locale, renewal?.renewed ?? handshake.token);
      transportConfig = config;
      // The language loads beside the transport, which may be a chunk to load first (socket mode).
      const catalogsLoading = loadCatalogs(deployment.staticBase, locale, signal, (message) =>
        notify('onLocaleError', { message, locale }),
      );
      catalogsLoading.catch(() => undefined); // its failure is handled below, once the transport is in
      let made: Transport;
      try {
        const onTokenRenewed = (token: string) => {
          if (signal.aborted) return;
          renewal = { given: handshake.token, renewed: token };
          notify('onTokenRenewed', { token });
        };
        const making = transportFactory(config, transportHooksFor({ store, nav, notify, onTokenRenewed }));
        // An http transport is made at once: the first screen's calls then go out in this task.
        made = making instanceof Promise ? await making : making;
      } catch (thrown) {
        if (!signal.aborted) fail(toCashierError(thrown).message);
        return;
      }
      if (signal.aborted) return made.close();
      transport = made;
      api = apiFor(transport, analytics, notify, store);

      // The first screen's data loads beside the language, not after it.
      tables.mode().preload(cashier);

      try {
        const catalogs = await catalogsLoading;
        if (signal.aborted) return;
        translator = createTranslator(catalogs, (message, missingLocale, key) =>
          notify('onLocaleError', { message, locale: missingLocale, key }),
        );
        store.locale = catalogs.locale;
        store.catalogVersion += 1;
        store.phase = 'ready';
        rememberSession(handshake.transport, handshake.user);
        notify('onInit', { version: VERSION, locale: catalogs.locale, transport: handshake.transport });
      } catch (thrown) {
        if (!signal.aborted) fail(toCashierError(thrown).message);
      }
    },

    destroy() {
      lifetime.abort();
      session?.abort();
      transport?.close();
      transport = null;
      analytics.flush({ keepalive: true });
    },
  };
  return cashier;
}
