import type { AmountProblem } from '../../../forms/amount/limits';
import { REQUIRED_ERROR_KEY } from '../../../forms/fields/validateField';
import type { Translate } from '../../../ui/context';

/** What the amount field says of its problem (spec §5): required, or below or above the limits in the currency. */
export function amountProblemText(problem: AmountProblem | 'required', t: Translate, money: (value: number) => string): string {
  if (problem === 'required') return t(REQUIRED_ERROR_KEY);
  return problem.key === 'form.amountInput.limit.min' ? t(problem.key, { min: money(problem.min) }) : t(problem.key, { max: money(problem.max) });
}
