import { useId } from 'react';
import { useT } from '../../ui/context';
import type { InstructionBank } from '../../state/deposit/instructionBanks';

interface BankChoiceProps {
  banks: readonly InstructionBank[];
  value: InstructionBank | null;
  error: string | null;
  onChange: (bank: InstructionBank) => void;
}

/**
 * Which bank's app the player pays a cross-border fast payment from, as radio buttons (all three
 * visible at once; arrows move between them).
 */
export function BankChoice({ banks, value, error, onChange }: BankChoiceProps) {
  const t = useT();
  const id = useId();
  return (
    <fieldset
      className="field field--choice"
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-error`}
      aria-invalid={error ? 'true' : undefined}
    >
      <legend className="field__label" id={`${id}-label`}>
        {t('p2p.crossBorder.bank')}
      </legend>
      <div className="chips">
        {banks.map((bank) => (
          <label key={bank} className="chip chip--radio">
            <input type="radio" className="visually-hidden" name={id} value={bank} checked={value === bank} onChange={() => onChange(bank)} />
            {t(`instruction.bank.${bank}`)}
          </label>
        ))}
      </div>
      <p className="field__error" id={`${id}-error`} role="alert">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
