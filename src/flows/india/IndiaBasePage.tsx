import { InvoiceMethodPage } from '../../screens/deposit/InvoiceMethodPage';
import { indiaCreate } from './indiaCreate';
import { INDIA_INVOICE_PATH } from './paths';

/** Spec §2 "India base": the amount and the method's fields; Deposit prepares, creates, and opens the invoice. */
export default function IndiaBasePage() {
  return <InvoiceMethodPage strategy={indiaCreate} invoicePath={INDIA_INVOICE_PATH} />;
}
