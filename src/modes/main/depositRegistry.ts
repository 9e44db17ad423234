import { CORE_DEPOSIT_ROUTES } from '../../screens/coreRoutes';
import { bonusFlow } from '../../flows/bonus';
import { returningFlow } from '../../flows/returning';
import { badgesFlow } from '../../flows/badges';
import { cashFlow } from '../../flows/cash';
import { cryptoFlow } from '../../flows/crypto';
import { eazypeFlow } from '../../flows/eazype';
import { hostToHostFlow } from '../../flows/host-to-host';
import { indiaFlow } from '../../flows/india';
import { onrampFlow } from '../../flows/onramp';
import { p2pFlow } from '../../flows/p2p';
import { pixFlow } from '../../flows/pix';
import { redirectFlow } from '../../flows/redirect';
import { unifiedFormFlow } from '../../flows/unified-form';
import { buildFlowTable, type FlowTable } from '../../flows/contract/flowTable';
import type { FlowDefinition } from '../../flows/contract/flowDefinition';



/**
 * The deposit flows of the main mode, one line each. A method goes to the first flow that claims
 * it; the redirect flow, which claims every method, is the fallback and is asked last.
 */
export const DEPOSIT_FLOWS = [returningFlow, badgesFlow, bonusFlow, cryptoFlow, onrampFlow, cashFlow, p2pFlow, indiaFlow, unifiedFormFlow, hostToHostFlow, pixFlow, eazypeFlow, redirectFlow] as const satisfies readonly FlowDefinition[];
const FALLBACK_FLOW = redirectFlow;

/** Every route name of the main deposit tree, as a type: a flow's entry can only name its own routes. */
export type DepositRouteName = (typeof CORE_DEPOSIT_ROUTES)[number]['name'] | (typeof DEPOSIT_FLOWS)[number]['routes'][number]['name'];

export const MAIN_DEPOSIT_TABLE: FlowTable = buildFlowTable(CORE_DEPOSIT_ROUTES, DEPOSIT_FLOWS, FALLBACK_FLOW, 'group' satisfies DepositRouteName);
