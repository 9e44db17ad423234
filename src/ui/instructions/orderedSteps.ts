/** One step of a payment instruction from the server (spec §3). */
export interface InstructionStep {
  stepNumber: number;
  stepInstruction: string;
}

/**
 * The steps to show, in stepNumber order: steps without text are dropped, a step whose number
 * is not a number goes last, and equal numbers keep the server's order.
 */
export function orderedSteps(steps: readonly InstructionStep[]): string[] {
  const rank = (step: InstructionStep) => {
    const number = typeof step.stepNumber === 'number' ? step.stepNumber : Number(step.stepNumber);
    return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
  };
  return steps
    .filter((step) => typeof step?.stepInstruction === 'string' && step.stepInstruction.trim() !== '')
    .map((step, index) => ({ text: step.stepInstruction.trim(), rank: rank(step), index }))
    .sort((a, b) => (a.rank === b.rank ? a.index - b.index : a.rank < b.rank ? -1 : 1))
    .map((step) => step.text);
}
