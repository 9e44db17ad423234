import { lazyScreen } from '../../ui/screen';
import { AFTER_CREATE_ORDER, CREATED_DEPOSIT_META } from '../contract/afterCreate';
import { defineFlow } from '../contract/flowDefinition';

const form = lazyScreen(() => import('./UnifiedFormPage'));
const instruction = lazyScreen(() => import('./InstructionPage'));
const instructionMeta = { transaction: 'deposit', backRoute: 'previous', needs: 'method' } as const;

/**
 * The unified form (spec §2, §4): a created deposit whose answer says `unifiedFlow` is paid by
 * following the server's instruction and requisites, then Paid. The P2P tree has the same pages
 * (spec §2 peer-to-peer unified-form and instruction), registered here for the P2P flow to reach.
 */
export const unifiedFormFlow = defineFlow({
  id: 'unified-form',
  routes: [
    { name: 'unified-form', path: '/deposit/redirect/unified-form', screen: form, meta: CREATED_DEPOSIT_META },
    { name: 'unified-form-p2p', path: '/deposit/peer-to-peer/unified-form', screen: form, meta: CREATED_DEPOSIT_META },
    { name: 'instruction', path: '/deposit/redirect/instruction', screen: instruction, meta: instructionMeta },
    { name: 'instruction-p2p', path: '/deposit/peer-to-peer/instruction', screen: instruction, meta: instructionMeta },
  ],
  afterCreate: { order: AFTER_CREATE_ORDER.unifiedForm, route: 'unified-form', matches: (response) => response.data?.unifiedFlow === true },
});
