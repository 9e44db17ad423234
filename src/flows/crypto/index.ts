import { lazyScreen } from '../../ui/screen';
import { defineFlow } from '../contract/flowDefinition';
import { CRYPTO_ADDRESS_PATH, CRYPTO_LIST_PATH } from '../../crypto/paths';
import { coinsOf } from '../../crypto/coins';
import { isCryptoGroup } from '../../crypto/cryptoGroups';
import { cryptoCompletion } from '../../crypto/cryptoCompletion';
import { CryptoBonusBadge } from './CryptoBonusBadge';

/**
 * Crypto (spec §2, §4): a crypto group opens its coins as tiles with search; a coin opens its
 * address page, where the network is chosen, the address asked for and shown with its QR code,
 * and a transfer to it is followed block by block until it is credited.
 */
export const cryptoFlow = defineFlow({
  id: 'crypto',
  routes: [
    {
      name: 'crypto-list',
      path: CRYPTO_LIST_PATH,
      screen: lazyScreen(() => import('../../crypto/CryptoListPage')),
      meta: { transaction: 'deposit', backRoute: 'previous', needs: 'group' },
    },
    {
      name: 'crypto-address',
      path: CRYPTO_ADDRESS_PATH,
      screen: lazyScreen(() => import('../../crypto/CryptoAddressPage')),
      meta: { transaction: 'deposit', backRoute: 'previous', needs: 'method' },
    },
  ],
  methodEntry: (method) => (method.category === 'crypto' ? 'crypto-address' : null),
  groupEntry: (group) => (isCryptoGroup(group.name) ? 'crypto-list' : null),
  groupExtra: CryptoBonusBadge,
  // The transfer's confirmations, counted on the complete page.
  ...cryptoCompletion,
  // A crypto group's page shows a tile a coin, not one a network.
  groupSize: (group) => (isCryptoGroup(group.name) ? coinsOf(group.paymentMethods, 'en').length : null),
});
