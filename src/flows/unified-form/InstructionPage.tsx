import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useCashier, useT } from '../../ui/context';
import { Page } from '../../screens/Page';
import { isInstructionBank } from '../../state/deposit/instructionBanks';

/** How many steps the instruction for paying from a bank's app has (instruction.step1 … step5). */
const STEP_KEYS = ['instruction.step1', 'instruction.step2', 'instruction.step3', 'instruction.step4', 'instruction.step5'] as const;

/**
 * Spec §2 instruction page (`bank` = t-bank, sber or gazprom): how to pay the fast-payment transfer
 * from that bank's app. A link naming no bank we know goes back where it came from.
 */
export default function InstructionPage() {
  const cashier = useCashier();
  const t = useT();
  const bank = new URLSearchParams(useSearch()).get('bank');
  const known = isInstructionBank(bank);
  useEffect(() => {
    if (!known) cashier.nav.back();
  }, [cashier, known]);
  if (!known) return null;
  const name = t(`instruction.bank.${bank}`);
  return (
    <Page title={t('instruction.title')} heading={t('instruction.heading', { bank: name })}>
      <ol className="steps">
        {STEP_KEYS.map((key) => (
          <li key={key} className="steps__item">
            {t(key, { bank: name })}
          </li>
        ))}
      </ol>
    </Page>
  );
}
