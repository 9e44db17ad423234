/** Spec §9 "International bank options": the banks whose app a fast payment can be paid from, each with its instruction. */
export const INSTRUCTION_BANKS = ['t-bank', 'sber', 'gazprom'] as const;
export type InstructionBank = (typeof INSTRUCTION_BANKS)[number];

export const isInstructionBank = (value: string | null): value is InstructionBank =>
  (INSTRUCTION_BANKS as readonly string[]).includes(value ?? '');

/** The banks whose instruction a form links to: the one the player pays from (the `bank` query) when it is one of `banks`, else all of `banks`. */
export function chosenBanks(banks: readonly InstructionBank[], queried: string | null): readonly InstructionBank[] {
  return isInstructionBank(queried) && banks.includes(queried) ? [queried] : banks;
}
