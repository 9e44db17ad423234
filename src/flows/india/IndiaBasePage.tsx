import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { InvoiceMethodPage } from '../../screens/deposit/InvoiceMethodPage';
import RedirectPage from '../../screens/deposit/RedirectPage';
import { indiaCreate } from './indiaCreate';
import { INDIA_INVOICE_PATH } from './paths';

/**
 * Spec §2 "India base", the page of every India method: the amount and the method's fields. A
 * method that needs preparation (UPI) prepares, creates and opens its invoice; an Indian wallet
 * that needs none is paid on the provider's page, as the redirect page pays.
 */
export default function IndiaBasePage() {
  const method = useChosenMethod();
  if (method && !method.isPreparationRequired) return <RedirectPage />;
  return <InvoiceMethodPage strategy={indiaCreate} invoicePath={INDIA_INVOICE_PATH} />;
}
