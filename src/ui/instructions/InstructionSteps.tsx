import { type InstructionStep, orderedSteps } from './orderedSteps';

export type { InstructionStep } from './orderedSteps';

export interface InstructionStepsProps {
  /** Numbered steps; shown in stepNumber order, numbered 1, 2, 3 by the list itself. */
  steps?: readonly InstructionStep[] | null;
  /** A plain instruction text, shown when there are no steps; its line breaks are kept. */
  text?: string | null;
  /** Names the list of steps for screen readers (a heading above it usually does). */
  label?: string;
  className?: string;
}

/**
 * A payment instruction as an ordered list of steps, or as plain text. Server text is rendered
 * as text, never as markup.
 */
export function InstructionSteps({ steps, text, label, className }: InstructionStepsProps) {
  const classes = (base: string) => [base, className ?? ''].filter(Boolean).join(' ');
  const ordered = orderedSteps(steps ?? []);
  if (ordered.length > 0) {
    return (
      <ol className={classes('steps')} aria-label={label}>
        {ordered.map((step, index) => (
          // Server text may be in another script than the page (English steps in Arabic): each step's
          // text runs its own way, isolated, while the numbers stay on the page's side.
          <li className="steps__item" key={index}>
            <bdi>{step}</bdi>
          </li>
        ))}
      </ol>
    );
  }
  const plain = typeof text === 'string' ? text.trim() : '';
  if (!plain) return null;
  return (
    <p className={classes('instruction')} dir="auto">
      {plain}
    </p>
  );
}
