import { useEffect, useState } from 'react';
import type { PaymentMethod } from '../../contract/methods';
import { captchaFor } from '../../captcha/captchaStep';
import type { PaymentWindow } from '../../payment/paymentWindow';
import { windowForPress } from '../../payment/openSource';
import { showErrorNotice } from '../../state/actions/notice';
import { lookAheadFromMethodPage } from '../../state/actions/methodPageLookAhead';
import { createDeposit } from '../../state/create/createDeposit';
import type { CreateStrategy } from '../../state/create/types';
import { useCashier } from '../../ui/context';
import type { ValidDeposit } from './form/useDepositForm';

/**
 * A create whose payment source opens in the payment window (the provider's page, a cash agent's
 * contact): the window is opened inside the click, so popup blockers allow it, and pointed at the
 * source once the deposit exists. None for native apps (their browser opens it) or when
 * `withWindow` is false.
 * A failure shows its notice; a refused source is reported for the page to explain. While the page
 * is shown, what Deposit opens is loaded ahead (the window's page, the complete page).
 */
export function useCreateWithWindow<Answer>(method: PaymentMethod | undefined, strategyFor: (paymentWindow: PaymentWindow | undefined) => CreateStrategy<Answer>) {
  const cashier = useCashier();
  const [refused, setRefused] = useState(false);
  useEffect(() => lookAheadFromMethodPage(cashier), [cashier]);
  const create = ({ amount, fields }: ValidDeposit, givenRoute: string, withWindow = true) => {
    if (!method) return;
    setRefused(false);
    // A second press while this method is being created opens nothing (the shell ignores it too).
    const busy = cashier.store.creating.methods.includes(method.name);
    const paymentWindow = !withWindow || busy ? undefined : windowForPress(cashier, method);
    // The slider captcha shows in the payment window, which is in front of this page.
    const captcha = (name: string, signal: AbortSignal) => captchaFor(cashier, name, signal, paymentWindow);
    void createDeposit(cashier, method, strategyFor(paymentWindow), { amount, givenRoute, fields, captcha }).then((result) => {
      if (result.kind === 'failed' && result.error.kind !== 'timeout') void showErrorNotice(cashier, result.error);
      if (result.kind === 'created' && result.payment === 'refused') setRefused(true);
    });
  };
  return { refused, create };
}
