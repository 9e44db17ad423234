import { lazyScreen } from '../../ui/screen';
import { defineFlow } from '../contract/flowDefinition';
import { NIGERIAN_BANK_GROUP } from './nigerianBanks';
import {
  NIGERIAN_BANKS_PATH, WITHDRAWAL_COMPLETE_PATH, WITHDRAWAL_CONFIRM_PATH, WITHDRAWAL_GROUP_PATH, WITHDRAWAL_GROUP_REDIRECT_PATH,
  WITHDRAWAL_INSTRUCTION_PATH, WITHDRAWAL_LIST_PATH, WITHDRAWAL_REDIRECT_PATH, WITHDRAWAL_REGION_PATH,
} from '../../payout/paths';
import { VERIFY_IDENTITY_ROUTE } from '../../payout/verifyRoute';

const amountPage = lazyScreen(() => import('./WithdrawalPage'));

/**
 * Spec §2 "Withdrawal tree": the region and group pages, a method's amount page (alone, or in its
 * group), the Nigerian banks, confirm and complete. Every method opens the amount page; the
 * Nigerian bank group opens its bank list.
 */
export const withdrawalFlow = defineFlow({
  id: 'withdrawal',
  routes: [
    {
      name: 'withdrawal-region',
      path: WITHDRAWAL_REGION_PATH,
      screen: lazyScreen(() => import('../../screens/deposit/RegionPage')),
      meta: { transaction: 'withdrawal', backRoute: WITHDRAWAL_LIST_PATH },
    },
    {
      name: 'withdrawal-group',
      path: WITHDRAWAL_GROUP_PATH,
      screen: lazyScreen(() => import('../../screens/deposit/GroupPage')),
      meta: { transaction: 'withdrawal', backRoute: WITHDRAWAL_LIST_PATH, needs: 'group' },
    },
    { name: 'withdrawal-redirect', path: WITHDRAWAL_REDIRECT_PATH, screen: amountPage, meta: { transaction: 'withdrawal', backRoute: WITHDRAWAL_LIST_PATH, needs: 'method', titleKey: 'title.withdrawalAmount' } },
    {
      name: 'withdrawal-group-redirect',
      path: WITHDRAWAL_GROUP_REDIRECT_PATH,
      screen: amountPage,
      meta: { transaction: 'withdrawal', backRoute: WITHDRAWAL_GROUP_PATH, needs: 'method', titleKey: 'title.withdrawalAmount' },
    },
    // Spec §2 redirect ('', instruction): the method's video guide.
    {
      name: 'withdrawal-instruction',
      path: WITHDRAWAL_INSTRUCTION_PATH,
      screen: lazyScreen(() => import('../../screens/common/VideoInstructionPage')),
      meta: { transaction: 'withdrawal', backRoute: 'previous', needs: 'method' },
    },
    {
      name: 'nigerian-banks',
      path: NIGERIAN_BANKS_PATH,
      screen: lazyScreen(() => import('./NigerianBanksPage')),
      meta: { transaction: 'withdrawal', backRoute: WITHDRAWAL_LIST_PATH, needs: 'group', titleKey: 'title.withdrawalAmount' },
    },
    VERIFY_IDENTITY_ROUTE,
    {
      name: 'withdrawal-confirm',
      path: WITHDRAWAL_CONFIRM_PATH,
      screen: lazyScreen(() => import('./WithdrawalConfirmPage')),
      meta: { transaction: 'withdrawal', backRoute: 'previous', needs: 'method', titleKey: 'title.withdrawal' },
    },
    {
      name: 'withdrawal-complete',
      path: WITHDRAWAL_COMPLETE_PATH,
      screen: lazyScreen(() => import('./WithdrawalCompletePage')),
      meta: { transaction: 'withdrawal', titleKey: 'title.withdrawal', needs: 'method' },
    },
  ],
  methodEntry: (_method, inGroup) => (inGroup ? 'withdrawal-group-redirect' : 'withdrawal-redirect'),
  groupEntry: (group) => (group.name === NIGERIAN_BANK_GROUP ? 'nigerian-banks' : 'withdrawal-group'),
});

export { WITHDRAWAL_LIST_ROUTE } from './listRoute';
export { loadWithdrawalList } from './loadWithdrawalList';
