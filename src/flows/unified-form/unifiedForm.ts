import type { DepositCreated } from '../../contract/deposit';
import type { ServerField } from '../../contract/methods';
import { INSTRUCTION_BANKS, type InstructionBank } from '../../state/deposit/instructionBanks';
import { invoiceDeadline } from '../../state/deposit/invoiceDeadline';
import type { InstructionStep } from '../../ui/instructions/InstructionSteps';
import type { Requisite } from '../../ui/requisites/RequisitesList';

/** What a unified-flow answer asks of the player (spec §2 "Unified form", §3 "data"). */
export interface UnifiedForm {
  steps: InstructionStep[] | null;
  text: string | null;
  requisites: Requisite[];
  fields: ServerField[];
  endsAt: number | null;
  /** Spec §2: Paid shows unless the server lists buttons without complete. */
  canMarkPaid: boolean;
  canCancel: boolean;
}

export function unifiedFormOf(response: DepositCreated): UnifiedForm {
  const data = response.data ?? {};
  const instruction = data.instruction;
  const buttons = data.buttons;
  return {
    steps: typeof instruction === 'object' ? instruction.steps : null,
    text: typeof instruction === 'string' ? instruction : null,
    requisites: data.requisites ?? [],
    fields: data.inputFields ?? [],
    // `lifetime` defaults to 600 s.
    endsAt: invoiceDeadline({ created: data.created, lifetime: data.lifetime }),
    canMarkPaid: buttons === undefined || buttons.includes('complete'),
    canCancel: buttons?.includes('cancel') ?? false,
  };
}

/**
 * The banks a method's form explains how to pay from (spec §9): any of them for a fast payment
 * (SBP, `sbp_…`), none for other methods. A P2P rabbit method's one bank comes as the `bank` query.
 */
export const fastPaymentBanks = (methodName: string): readonly InstructionBank[] => (methodName.startsWith('sbp_') ? INSTRUCTION_BANKS : []);
