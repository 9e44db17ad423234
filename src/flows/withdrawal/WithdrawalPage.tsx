import { MethodGuide } from '../../screens/deposit/MethodExtras';
import { Page } from '../../screens/Page';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { localizedText } from '../../state/methodList';
import { useLocale, useT } from '../../ui/context';
import { WITHDRAWAL_INSTRUCTION_PATH } from '../../payout/paths';
import { useAccountForm } from './useAccountForm';
import { useCardBank } from './useCardBank';
import { WithdrawalForm } from './WithdrawalForm';
import { MethodIcon } from '../../ui/MethodIcon';

/** A method's guide: played on the withdrawal's own instruction page, its button speaking of withdrawing. */
const WITHDRAWAL_GUIDE = { instructionPath: WITHDRAWAL_INSTRUCTION_PATH, videoKey: 'withdrawal.guide.video', pageKey: 'withdrawal.guide.page' };

/**
 * Spec §2 `/withdrawal/redirect`: a method's amount page. The account the money comes out of, the
 * amount within what it may withdraw, the method's fields (a card's bank named once six digits are
 * in), then Continue to the confirm page.
 */
export default function WithdrawalPage() {
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const bank = useCardBank(method);
  const account = useAccountForm(method);
  if (!method || !account) return null;
  return (
    <Page title={t('title.withdrawalAmount')} heading={localizedText(method.text, locale)} mark={<MethodIcon id={method.iconIds[0]} />}>
      <WithdrawalForm method={account.method} enough={account.enough} before={account.before} onValid={account.onValid}>
        {bank ? (
          <p className="annotation" role="status">
            {t('withdrawal.card.bank', { bank })}
          </p>
        ) : null}
      </WithdrawalForm>
      <MethodGuide method={method} target={WITHDRAWAL_GUIDE} />
    </Page>
  );
}
