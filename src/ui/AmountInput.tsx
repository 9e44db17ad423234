import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import { parseAmount } from '../forms/amount/parseAmount';
import { groupTypedAmount, isAllowedAmountKey, normaliseTypedAmount, type TypingRules } from '../forms/amount/typing';
import { useLocale } from './context';
import { FieldFrame } from './FieldFrame';

interface AmountInputProps {
  label: string;
  value: string;
  rules: TypingRules;
  hint: string;
  /** Shown once the field is triggered (edited and left, or submitted). */
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

/** Spec §5 amount field: digits and the locale separator only, pasted text parsed, limits as a hint. */
export function AmountInput({ label, value, rules, hint, error, onChange, onBlur, onFocus }: AmountInputProps) {
  const id = useId();
  const locale = useLocale();
  // Grouped for reading (20,000) while not edited; plain while the player types, so that the
  // caret never jumps over an inserted separator and '.' or ',' always means the decimal.
  const [editing, setEditing] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedAmountKey(event, rules.decimal)) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const parsed = parseAmount(event.clipboardData.getData('text'));
    event.preventDefault();
    if (parsed !== null) onChange(normaliseTypedAmount(parsed.replace('.', rules.decimal), rules));
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          className="field__input field__input--amount"
          part="amount"
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          value={editing ? value : groupTypedAmount(value, locale, rules.decimal)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onChange={(event) => onChange(normaliseTypedAmount(event.currentTarget.value, rules))}
          onBlur={() => {
            setEditing(false);
            onBlur();
          }}
          onFocus={() => {
            setEditing(true);
            onFocus();
          }}
        />
      )}
    </FieldFrame>
  );
}
