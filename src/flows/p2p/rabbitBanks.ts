import { INSTRUCTION_BANKS, type InstructionBank } from '../../state/deposit/instructionBanks';

/** Spec §9 rabbit methods: each is paid from one bank's app. */
const RABBIT_BANKS: Readonly<Record<string, readonly InstructionBank[]>> = {
  sbp_transgran_rabbit_tbank: ['t-bank'],
  sbp_transgran_rabbit_sber: ['sber'],
};

/** The banks a cross-border fast payment can be paid from: a rabbit method's one, any other's all of them. */
export const crossBorderBanks = (methodName: string): readonly InstructionBank[] => RABBIT_BANKS[methodName] ?? INSTRUCTION_BANKS;
