import type { ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
  /** The control, given the ids its aria-describedby should name. */
  children: (describedBy: string) => ReactNode;
}

/**
 * A field's label, control, hint and error; the error is announced to screen readers. Label and
 * error may be the server's own words in another script than the page's, so each is isolated
 * (bdi): an English message in an Arabic page keeps its punctuation where it was written.
 */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const describedBy = hint === undefined ? `${id}-error` : `${id}-hint ${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <bdi>{label}</bdi>
      </label>
      {children(describedBy)}
      {hint === undefined ? null : (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="field__error" id={`${id}-error`} role="alert">
        {error ? <bdi>{error}</bdi> : ''}
      </p>
    </div>
  );
}
