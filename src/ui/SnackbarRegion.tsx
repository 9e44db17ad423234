import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from './context';

const Snackbar = lazy(() => import('./Snackbar').then((module) => ({ default: module.Snackbar })));

/**
 * The snackbar's live region, present from the first screen so that a message put into it is
 * announced; the snackbar itself loads with the first notice.
 */
export function SnackbarRegion() {
  const { notice } = useSnapshot(useCashier().store);
  return (
    <div className="snackbar-region" role="alert" aria-live="assertive">
      {notice ? (
        <Suspense fallback={null}>
          <Snackbar />
        </Suspense>
      ) : null}
    </div>
  );
}
