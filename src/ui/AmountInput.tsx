import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import { parseAmount } from '../forms/amount/parseAmount';
import { currencyAffix } from '../i18n/formatAmount';
import { groupTypedAmount, isAllowedAmountKey, normaliseTypedAmount, type TypingRules } from '../forms/amount/typing';
import { useLocale } from './context';
import { FieldFrame } from './FieldFrame';

interface AmountInputProps {
  label: string;
  /** The amount's currency: its sign shown in the field (MX$ before the number, € after it), as the chips and the hint show it. */
  currency: string;
  value: string;
  rules: TypingRules;
  hint: string;
  /** Shown once the field is triggered (edited and left, or submitted). */
  error: string | null;
  /** Not to be typed in yet (on-ramp: while the currency's limits load). */
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

/** Spec §5 amount field: digits and the locale separator only, pasted text parsed, limits as a hint. */
export function AmountInput({ label, currency, value, rules, hint, error, disabled, onChange, onBlur, onFocus }: AmountInputProps) {
  const id = useId();
  const locale = useLocale();
  const affix = currencyAffix(locale, currency);
  const sign = (
    <span className="field__affix" aria-hidden="true">
      {affix.text}
    </span>
  );
  // Grouped for reading (20,000) while not edited; plain while the player types, so that the
  // caret never jumps over an inserted separator and '.' or ',' always means the decimal.
  const [editing, setEditing] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedAmountKey(event, rules.decimal)) event.preventDefault();
  };
  // A pasted amount is parsed ("1,000.50" is 1000.50: with several separators the last is the decimal).
  const fromPasted = (text: string) => {
    const parsed = parseAmount(text);
    return parsed === null ? null : normaliseTypedAmount(parsed.replace('.', rules.decimal), rules);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = fromPasted(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted !== null) onChange(pasted);
  };
  // Text dropped, or pasted by a phone keyboard's clipboard strip, arrives as an input event, not a paste.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const whole = /^insertFrom(Paste|Drop)|^insertReplacementText/.test(inputType) ? fromPasted(event.currentTarget.value) : null;
    onChange(whole ?? normaliseTypedAmount(event.currentTarget.value, rules));
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        // The sign is the label's to say (Amount, MXN): shown, not read twice.
        <div className="field__control" dir="ltr">
          {affix.before ? sign : null}
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
            disabled={disabled}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onChange={onInput}
            onBlur={() => {
              setEditing(false);
              onBlur();
            }}
            onFocus={() => {
              setEditing(true);
              onFocus();
            }}
          />
          {affix.before ? null : sign}
        </div>
      )}
    </FieldFrame>
  );
}
