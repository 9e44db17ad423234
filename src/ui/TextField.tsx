import { type KeyboardEvent, useId, useRef } from 'react';
import { emptyHistory, recordChange, redo, undo, undoKeyOf } from '../forms/fields/undoHistory';
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
  /**
   * Keeps its own history for Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (a masked field, whose
   * value the mask rewrites as it is typed, which the browser's own undo cannot follow).
   */
  undoable?: boolean;
  /** Shown, focusable and read, never changed (a field the server fills and the player may not). */
  readOnly?: boolean;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** A labelled text input whose error is announced to screen readers. */
export function TextField({ label, value, placeholder, error, autoCapitalize, inputMode, autoComplete, autoFocus, undoable, readOnly, onChange = () => {}, onBlur, onFocus }: TextFieldProps) {
  const id = useId();
  const history = useRef(emptyHistory());
  const change = (next: string) => {
    if (undoable && next !== value) history.current = recordChange(history.current, value);
    onChange(next);
  };
  // Only a field that keeps its own history listens for the undo keys.
  const onKeyDown = (event: KeyboardEvent) => {
    const wanted = undoKeyOf(event);
    if (!wanted) return;
    event.preventDefault();
    const step = (wanted === 'undo' ? undo : redo)(history.current, value);
    if (!step) return;
    history.current = step.history;
    onChange(step.value);
  };
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
          readOnly={readOnly}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={undoable ? onKeyDown : undefined}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      )}
    </FieldFrame>
  );
}
