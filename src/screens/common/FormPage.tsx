import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { loadDepositList } from '../../state/actions/depositList';
import { formMethod, methodNamed } from '../../state/actions/formMethod';
import { useCashier } from '../../ui/context';
import { PageLoader } from '../PageLoader';
import { MethodPageInForm } from './MethodPageInForm';

/**
 * Spec §2 `/form` (closing button hidden): the form of the method the host names (`?method=`),
 * without the list: the method's own page, as its flow draws it, with no header at all
 * (`hidePaymentHeader`: neither Back, Close nor a title; the host frames it, loading included).
 * What comes after (the payment, the complete page) is the flow's as ever.
 */
export default function FormPage() {
  const cashier = useCashier();
  const name = new URLSearchParams(useSearch()).get('method');
  const { methods, payment } = useSnapshot(cashier.store);
  const loaded = methods.status === 'loaded';
  const named = useMemo(
    () => (loaded ? methodNamed(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[], name) : null),
    [loaded, methods.groups, methods.methods, name],
  );

  useEffect(() => {
    void loadDepositList(cashier);
  }, [cashier]);
  // A kept list (the last visit's) lacking the method is not the last word: the fresh one may have it.
  const final = loaded && (named !== null || !methods.stale);
  useEffect(() => {
    if (final) formMethod(cashier, named);
  }, [cashier, final, named]);

  if (!named || payment.paymentMethod?.name !== named.method.name) return <PageLoader />;
  return <MethodPageInForm named={named} />;
}
