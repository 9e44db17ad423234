import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Router, useLocation } from 'wouter';
import type { FlowTable } from '../flows/contract/flowTable';
import { pathOnly } from '../routes/paths';
import { resolveRoute } from '../routes/resolve';
import { closeCashier } from '../state/actions/navigation';
import { useCashier, useT } from '../ui/context';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { ErrorNotice } from '../ui/ErrorNotice';
import { FlowTableContext } from '../ui/flowTableContext';
import { Loader } from '../ui/Loader';
import { ScreenBoundary } from '../ui/ScreenBoundary';
import { SnackbarRegion } from '../ui/SnackbarRegion';
import { useAfterFirstScreen } from '../ui/useAfterFirstScreen';
import { lazyScreen } from '../ui/screen';
import { RouteMetaContext } from './Page';
import { PageLoader } from './PageLoader';
import { forgetPayment } from '../state/actions/paymentChoice';

/**
 * The flow table: loaded once the first screen has its data, or at once on any other page; until
 * then such a page shows a loader, and if the table cannot load, a way to try again.
 */
function useFlows(after: boolean): { table: FlowTable | null; failed: boolean; retry(): void } {
  const cashier = useCashier();
  // The current mode's table (a new mode, a withdrawal after a deposit, has its own): drawn again once loaded.
  const [, setLoaded] = useState(0);
  const table = cashier.flows();
  const [failed, setFailed] = useState(false);
  const wanted = table === null && !failed && after;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    cashier.loadFlows().then(
      () => live && setLoaded((count) => count + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, cashier]);
  return { table, failed, retry: () => setFailed(false) };
}

const LOCK_SCREEN = lazyScreen(() => import('./common/LockPage'));

function RouteView() {
  const cashier = useCashier();
  const t = useT();
  const [path] = useLocation();
  const { payment, deposit, locks } = useSnapshot(cashier.store);
  const firstRoutes = cashier.mode().firstRoutes;
  const onFirstScreen = firstRoutes.some((route) => route.path === pathOnly(path));
  const flows = useFlows(useAfterFirstScreen(path));
  const routes = flows.table?.routes ?? (onFirstScreen ? firstRoutes : null);
  // The mode's list (its first route) is where a page with nothing chosen, or no page, leads.
  const resolution = routes && resolveRoute(path, routes, {
    method: payment.paymentMethod !== null,
    group: payment.paymentGroup !== null,
    deposit: deposit.response !== null,
  }, firstRoutes[0]!.path);

  useEffect(() => {
    if (resolution?.kind !== 'redirect') return;
    if (resolution.resetPayment) forgetPayment(cashier);
    cashier.nav.navigate(resolution.to, { replace: true });
  }, [resolution?.kind, resolution?.kind === 'redirect' ? resolution.to : '', cashier]);

  if (!resolution) return flows.failed ? <FlowsFailed onRetry={flows.retry} /> : <PageLoader />;
  if (resolution.kind === 'redirect') return null;
  // Each route's screen is its own chunk, but the first screen's, which ships with the element.
  // A side of the cashier the backend closed (DESIGN §2) shows the lock in place of its pages.
  const side = resolution.route.meta.transaction;
  const locked = side !== undefined && locks[side] !== undefined;
  const Screen = locked ? LOCK_SCREEN.Component : resolution.route.screen.Component;
  return (
    <FlowTableContext.Provider value={flows.table}>
      <RouteMetaContext.Provider value={resolution.route.meta}>
        <ScreenBoundary key={locked ? 'lock' : resolution.route.name} title={t('error.title')} hint={t('error.hint')} retry={t('error.refresh')}>
          <Suspense fallback={<PageLoader />}>
            <Screen />
          </Suspense>
        </ScreenBoundary>
      </RouteMetaContext.Provider>
    </FlowTableContext.Provider>
  );
}

/** The pages past the first could not load (the network, most likely): say so, and try again on request. */
function FlowsFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <section className="page" aria-label={t('error.title')}>
      <ErrorNotice title={t('error.title')} text={t('socket.networkError')} />
      <button type="button" className="button button--primary" part="button-primary" onClick={onRetry}>
        {t('error.refresh')}
      </button>
    </section>
  );
}

/** Until the host's handshake and the language are in, a loader; if they fail, the reason. */
export function App() {
  const cashier = useCashier();
  const t = useT();
  const { phase, initError, handshake } = useSnapshot(cashier.store);
  if (phase === 'failed') {
    return (
      <section className="page" aria-label={t('error.title')}>
        <ErrorNotice title={t('error.title')} text={t('error.start')} />
        {(handshake?.closingButton ?? true) ? (
          <button type="button" className="button button--primary" part="button-primary" onClick={() => closeCashier(cashier)}>
            {t('complete.close')}
          </button>
        ) : null}
        {/* The host has the reason too (onInitError); here it is for whoever helps the player. */}
        <details className="details">
          <summary>{t('error.details')}</summary>
          <pre>{initError}</pre>
        </details>
      </section>
    );
  }
  if (phase !== 'ready') return <Loader label={t('loading')} />;
  return (
    <Router hook={cashier.nav.hook} searchHook={cashier.nav.searchHook}>
      <ConnectionBanner />
      <RouteView />
      <SnackbarRegion />
    </Router>
  );
}
