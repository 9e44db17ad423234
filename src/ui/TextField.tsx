import { useId } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextFieldProps {
  label: string;
  value: string;
  placeholder: string;
  error: string | null;
  autoCapitalize?: 'characters';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  /** Focused when it appears (a field the backend has just asked for). */
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

/** A labelled text input whose error is announced to screen readers. */
export function TextField({ label, value, placeholder, error, autoCapitalize, inputMode, autoComplete, autoFocus, onChange, onBlur, onFocus }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          className="field__input"
          autoCapitalize={autoCapitalize}
          inputMode={inputMode}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      )}
    </FieldFrame>
  );
}
