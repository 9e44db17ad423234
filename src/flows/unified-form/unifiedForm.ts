import type { DepositCreated } from '../../contract/deposit';
import type { ServerField } from '../../contract/methods';
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

export function unifiedFormOf(response: DepositCreated, method: { cardViewType: number }): UnifiedForm {
  const data = response.data ?? {};
  const instruction = data.instruction;
  const buttons = data.buttons;
  return {
    steps: typeof instruction === 'object' ? instruction.steps : null,
    text: typeof instruction === 'string' ? instruction : null,
    requisites: data.requisites ?? [],
    fields: data.inputFields ?? [],
    // Spec §3: `lifetime` defaults to 600 s.
    endsAt: invoiceDeadline({ created: data.created, lifetime: data.lifetime }, method.cardViewType),
    canMarkPaid: buttons === undefined || buttons.includes('complete'),
    canCancel: buttons?.includes('cancel') ?? false,
  };
}

/** Spec §9 "International bank options": the banks whose app a cross-border fast payment can be paid from. */
export const INSTRUCTION_BANKS = ['t-bank', 'sber', 'gazprom'] as const;
export type InstructionBank = (typeof INSTRUCTION_BANKS)[number];

/** Spec §9 rabbit methods: each is paid from one bank; other fast-payment (SBP) methods from any of them. */
const BANKS_BY_METHOD: Readonly<Record<string, readonly InstructionBank[]>> = {
  sbp_transgran_rabbit_tbank: ['t-bank'],
  sbp_transgran_rabbit_sber: ['sber'],
};

export function instructionBanksFor(methodName: string): readonly InstructionBank[] {
  return BANKS_BY_METHOD[methodName] ?? (methodName.startsWith('sbp_') ? INSTRUCTION_BANKS : []);
}

export const isInstructionBank = (value: string | null): value is InstructionBank =>
  (INSTRUCTION_BANKS as readonly string[]).includes(value ?? '');

/** The banks whose instruction a form links to: the one the player pays from (the `bank` query), else every bank of the method. */
export function chosenBanks(methodName: string, queried: string | null): readonly InstructionBank[] {
  const banks = instructionBanksFor(methodName);
  return isInstructionBank(queried) && banks.includes(queried) ? [queried] : banks;
}
