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
