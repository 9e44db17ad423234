import type { ReactNode } from 'react';
import type { CreateStrategy } from '../../state/create/types';
import { localizedText } from '../../state/methodList';
import { useLocale, useT } from '../../ui/context';
import { Page } from '../Page';
import { DepositForm } from './form/DepositForm';
import { useDepositForm } from './form/useDepositForm';
import { MethodBanner, MethodGuide } from './MethodExtras';
import { useChosenMethod } from './useChosenMethod';
import { useCreateWithTab } from './useCreateWithTab';

/**
 * A method's page whose Deposit makes an invoice paid outside the widget (a P2P transfer, UPI):
 * the banner, what the flow says first (`intro`), the amount and fields, Deposit, and the guide.
 * No window opens.
 */
export function InvoiceMethodPage<Answer>({ strategy, invoicePath, intro }: { strategy: CreateStrategy<Answer>; invoicePath: string; intro?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const state = useDepositForm(method);
  const { create } = useCreateWithTab(method, () => strategy);
  if (!method) return null;
  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)}>
      <MethodBanner method={method} />
      {intro}
      <DepositForm method={method} state={state} onValid={(deposit) => create(deposit, invoicePath, false)} footer={<MethodGuide method={method} />} />
    </Page>
  );
}
