import type { ServerField } from '../../../contract/methods';
import { type FieldTexts, fieldTexts } from '../../../forms/fields/fieldText';
import type { FieldProblem } from '../../../forms/fields/validateField';
import { useCashier, useLocale, useT } from '../../../ui/context';

/** A server field's texts (label, placeholder, the error for its problem) in the player's language, for a method's fields. */
export function useFieldTexts(): (field: ServerField, method: string, problem?: FieldProblem | null) => FieldTexts {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const source = { locale, has: (key: string) => cashier.translator()?.has(key) ?? false, t: (key: string) => t(key) };
  return (field, method, problem) => fieldTexts(field, method, source, problem);
}
