import { CORE_DEPOSIT_ROUTES } from '../screens/coreRoutes';
import { bonusFlow } from './bonus';
import { returningFlow } from './returning';
import { badgesFlow } from './badges';
import { cashFlow } from './cash';
import { cryptoFlow } from './crypto';
import { eazypeFlow } from './eazype';
import { hostToHostFlow } from './host-to-host';
import { indiaFlow } from './india';
import { onrampFlow } from './onramp';
import { p2pFlow } from './p2p';
import { pixFlow } from './pix';
import { redirectFlow } from './redirect';
import { unifiedFormFlow } from './unified-form';
import { buildFlowTable, type FlowTable } from './contract/flowTable';
import type { FlowDefinition } from './contract/flowDefinition';



/**
 * The deposit flows of the main mode, one line each. A method goes to the first flow that claims
 * it; the redirect flow, which claims every method, is the fallback and is asked last.
 */
const DEPOSIT_FLOWS = [returningFlow, badgesFlow, bonusFlow, cryptoFlow, onrampFlow, cashFlow, p2pFlow, indiaFlow, unifiedFormFlow, hostToHostFlow, pixFlow, eazypeFlow, redirectFlow] as const satisfies readonly FlowDefinition[];
const FALLBACK_FLOW = redirectFlow;

/** Every route name of the main deposit tree, as a type: a flow's entry can only name its own routes. */
export type DepositRouteName = (typeof CORE_DEPOSIT_ROUTES)[number]['name'] | (typeof DEPOSIT_FLOWS)[number]['routes'][number]['name'];

export const MAIN_DEPOSIT_TABLE: FlowTable = buildFlowTable(CORE_DEPOSIT_ROUTES, DEPOSIT_FLOWS, FALLBACK_FLOW, 'group' satisfies DepositRouteName);
