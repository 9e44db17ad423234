/**
 * How a requisite's value runs inside right-to-left text. Numbers, card and account numbers,
 * phones and codes (no letters) are always left to right: `+7 (900) 123-45-67` must not turn into
 * `123-45-67 (900) +7`. A value with letters decides by its own first strong letter (`auto`), so
 * a Latin IBAN or name stays left to right and an Arabic name reads right to left. Either way the
 * value is isolated from the text around it.
 */
export function valueDirection(value: string): 'ltr' | 'auto' {
  return /\p{L}/u.test(value) ? 'auto' : 'ltr';
}
