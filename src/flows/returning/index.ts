import { defineFlow } from '../contract/flowDefinition';
import { DepositAgain } from './DepositAgain';

/**
 * A returning player: no pages of its own; above the list, the method of their last
 * deposit in this browser with "Deposit again" (the create remembers it: state/keptList.ts).
 */
export const returningFlow = defineFlow({
  id: 'returning',
  routes: [],
  listExtra: DepositAgain,
});
