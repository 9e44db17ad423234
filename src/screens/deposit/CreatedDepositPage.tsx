import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentMethod } from '../../contract/methods';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Page } from '../Page';
import { useChosenMethod } from './useChosenMethod';
import { useFollowDeposit } from './useFollowDeposit';
import { MethodIcon } from '../../ui/MethodIcon';

/**
 * The frame of a page that shows a created deposit (an invoice, a QR code): the method's name,
 * the deposit's status followed to the complete page, and the flow's own content.
 */
export function CreatedDepositPage({ children }: { children: (deposit: { method: PaymentMethod; response: DepositCreated }) => ReactNode }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { deposit } = useSnapshot(cashier.store);
  useFollowDeposit();
  if (!method || !deposit.response) return null;
  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)} mark={<MethodIcon id={method.iconIds[0]} />}>
      {children({ method, response: deposit.response as DepositCreated })}
    </Page>
  );
}
