import type { AmountProblem, Limits } from '../../../forms/amount/limits';
import { REQUIRED_ERROR_KEY } from '../../../forms/fields/validateField';
import type { Translate } from '../../../ui/context';

/** What the amount field says of its problem (spec §5): required, or below or above the limits in the currency. */
export function amountProblemText(problem: AmountProblem | 'required', t: Translate, money: (value: number) => string): string {
  if (problem === 'required') return t(REQUIRED_ERROR_KEY);
  if ('min' in problem && problem.min !== undefined) return t(problem.key, { min: money(problem.min) });
  return 'max' in problem && problem.max !== undefined ? t(problem.key, { max: money(problem.max) }) : t(problem.key);
}

/** The amount field's hint: the range in the currency; a maximum of 0 reads as no limit known (spec §5), with nothing to say. */
export function amountRangeHint({ min, max }: Limits, t: Translate, money: (value: number) => string): string {
  return max > 0 ? t('form.amountInput.hint', { from: money(min), to: money(max) }) : '';
}
