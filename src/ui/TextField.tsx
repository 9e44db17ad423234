import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  placeholder: string;
  error: string | null;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}

/** A labelled text input whose error is announced to screen readers. */
export function TextField({ label, value, placeholder, error, inputMode = 'text', onChange, onBlur, onFocus }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      <p className="field__error" id={`${id}-error`} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
