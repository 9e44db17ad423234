import { type RouteDef } from '../routes/types';
import { lazyScreen } from '../ui/screen';
import { VERIFY_IDENTITY_PATH } from './paths';

/** The identity check page, in the main mode's withdrawals and in Redemption alike. */
export const VERIFY_IDENTITY_ROUTE = {
  name: 'verify-identity',
  path: VERIFY_IDENTITY_PATH,
  screen: lazyScreen(() => import('./VerifyIdentityPage')),
  meta: { transaction: 'withdrawal', backRoute: 'previous', needs: 'method', titleKey: 'kyc.title' },
} as const satisfies RouteDef;
