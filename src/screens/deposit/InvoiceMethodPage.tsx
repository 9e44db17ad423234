import type { ReactNode } from 'react';
import type { CreateStrategy } from '../../state/create/types';
import { localizedText } from '../../state/methodList';
import { useLocale, useT } from '../../ui/context';
import { Page } from '../Page';
import { DepositForm } from './form/DepositForm';
import { type AmountPrefill, useDepositForm } from './form/useDepositForm';
import { MethodBanner, MethodGuide } from './MethodExtras';
import { useChosenMethod } from './useChosenMethod';
import { useCreateWithWindow } from './useCreateWithWindow';
import { MethodIcon } from '../../ui/MethodIcon';

interface InvoiceMethodPageProps<Answer> {
  strategy: CreateStrategy<Answer>;
  invoicePath: string;
  intro?: ReactNode;
  /** The flow's own choices, inside the form before Deposit, and whether they are complete. */
  children?: ReactNode;
  checkOwn?: () => boolean;
  footer?: ReactNode;
  prefill?: AmountPrefill;
}

/**
 * A method's page whose Deposit makes an invoice paid outside the widget (a P2P transfer, UPI):
 * the banner, what the flow says first (`intro`), the amount (starting as the flow's `prefill`
 * says) and fields, the flow's own choices (`children`), Deposit, the guide and what follows it
 * (`footer`). No window opens.
 */
export function InvoiceMethodPage<Answer>({ strategy, invoicePath, intro, children, checkOwn, footer, prefill }: InvoiceMethodPageProps<Answer>) {
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const state = useDepositForm(method, prefill);
  const { create } = useCreateWithWindow(method, () => strategy);
  if (!method) return null;
  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)} mark={<MethodIcon id={method.iconIds[0]} />}>
      <MethodBanner method={method} />
      {intro}
      <DepositForm
        method={method}
        state={state}
        onValid={(deposit) => create(deposit, invoicePath, false)}
        checkOwn={checkOwn}
        footer={
          <>
            <MethodGuide method={method} />
            {footer}
          </>
        }
      >
        {children}
      </DepositForm>
    </Page>
  );
}
