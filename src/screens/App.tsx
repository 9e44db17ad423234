import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Router, useLocation } from 'wouter';
import { resolveRoute } from '../routes/resolve';
import { MAIN_ROUTES, type ScreenName } from '../routes/table';
import { emptyPayment } from '../state/store';
import { useCashier, useT } from '../ui/context';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { Loader } from '../ui/Loader';
import { Snackbar } from '../ui/Snackbar';
import DepositList from './deposit/DepositList';
import { RouteMetaContext } from './Page';

/** The first screen ships in the main chunk; every other screen loads as its own chunk. */
const SCREENS: Record<ScreenName, React.ComponentType> = {
  depositList: DepositList,
  region: lazy(() => import('./deposit/RegionPage')),
  group: lazy(() => import('./deposit/GroupPage')),
  redirect: lazy(() => import('./deposit/RedirectPage')),
  complete: lazy(() => import('./common/CompletePage')),
  empty: lazy(() => import('./common/EmptyPage')),
  error: lazy(() => import('./common/ErrorPage')),
};

function RouteView() {
  const cashier = useCashier();
  const t = useT();
  const [path] = useLocation();
  const { payment } = useSnapshot(cashier.store);
  const resolution = resolveRoute(path, MAIN_ROUTES, {
    method: payment.paymentMethod !== null,
    group: payment.paymentGroup !== null,
  });

  useEffect(() => {
    if (resolution.kind !== 'redirect') return;
    if (resolution.resetPayment) cashier.store.payment = emptyPayment();
    cashier.nav.navigate(resolution.to, { replace: true });
  }, [resolution.kind, resolution.kind === 'redirect' ? resolution.to : '', cashier]);

  if (resolution.kind === 'redirect') return null;
  const Screen = SCREENS[resolution.route.screen];
  return (
    <RouteMetaContext.Provider value={resolution.route.meta}>
      <Suspense fallback={<Loader label={t('loading')} />}>
        <Screen />
      </Suspense>
    </RouteMetaContext.Provider>
  );
}

/** Until the host's handshake and the language are in, a loader; if they fail, the reason. */
export function App() {
  const cashier = useCashier();
  const t = useT();
  const { phase, initError } = useSnapshot(cashier.store);
  if (phase === 'failed') {
    return (
      <section className="page" aria-label={t('error.title')}>
        <div className="notice notice--error" role="alert">
          <span className="notice__icon" aria-hidden="true" />
          <p className="notice__title">{t('error.title')}</p>
          <p className="notice__text">{initError}</p>
        </div>
      </section>
    );
  }
  if (phase !== 'ready') return <Loader label={t('loading')} />;
  return (
    <Router hook={cashier.nav.hook} searchHook={cashier.nav.searchHook}>
      <ConnectionBanner />
      <RouteView />
      <Snackbar />
    </Router>
  );
}
