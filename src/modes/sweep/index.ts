import { lazyScreen } from '../../ui/screen';
import { defineFlow } from '../../flows/contract/flowDefinition';
import { coinsOf } from '../../crypto/coins';
import { isCryptoGroup } from '../../crypto/cryptoGroups';
import { cryptoCompletion } from '../../crypto/cryptoCompletion';
import { CRYPTO_ADDRESS_PATH, CRYPTO_LIST_PATH } from '../../crypto/paths';
import { SELECT_METHOD_PATH } from './paths';

/**
 * The Coin Shop's way to pay (spec §2 sweepstake mode): the methods that can pay for the box, a
 * crypto group's coins, and a coin's address asked for with the box. Every method it is given goes
 * to an address page (the select-method page offers coins only).
 */
export const sweepFlow = defineFlow({
  id: 'sweep',
  routes: [
    {
      name: 'select-method',
      path: SELECT_METHOD_PATH,
      screen: lazyScreen(() => import('./SelectMethodPage')),
      meta: { transaction: 'deposit', backRoute: 'previous' },
    },
    {
      name: 'sweep-crypto-list',
      path: CRYPTO_LIST_PATH,
      screen: lazyScreen(() => import('./SweepCryptoListPage')),
      meta: { transaction: 'deposit', backRoute: 'previous', needs: 'group' },
    },
    {
      name: 'sweep-crypto-address',
      path: CRYPTO_ADDRESS_PATH,
      screen: lazyScreen(() => import('./SweepAddressPage')),
      meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' },
    },
  ],
  methodEntry: () => 'sweep-crypto-address',
  groupEntry: (group) => (isCryptoGroup(group.name) ? 'sweep-crypto-list' : null),
  groupSize: (group) => coinsOf(group.paymentMethods, 'en').length,
  // A box paid in a coin: its transfer's confirmations on the complete page, as the crypto flow's.
  ...cryptoCompletion,
});
