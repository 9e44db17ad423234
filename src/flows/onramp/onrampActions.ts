import type { PaymentMethod } from '../../contract/methods';
import { openSource } from '../../payment/openSource';
import type { PaymentSource } from '../../payment/paymentSource';
import type { PaymentWindow } from '../../payment/paymentWindow';
import type { Cashier } from '../../state/cashier';
import { setAmount, setFieldValue } from '../../state/actions/depositForm';
import { forgetDeposit } from '../../state/deposit/recordDeposit';
import type { PaymentOpening } from '../../state/create/types';
import { onrampCurrencyFor } from './currencies';
import { ONRAMP_PATH } from './paths';

/** The on-ramp form's own values, kept with the form's other values so Back from the offers finds them. */
export const COUNTRY_FIELD = 'onrampCountry';
export const CURRENCY_FIELD = 'onrampCurrency';

/** A country or currency chosen on the on-ramp page: a new country brings its currency, and the amount starts again (spec §5). */
export function chooseOnrampField(cashier: Cashier, field: string, value: string): void {
  setFieldValue(cashier, field, value);
  if (field === COUNTRY_FIELD) setFieldValue(cashier, CURRENCY_FIELD, onrampCurrencyFor(value));
  setAmount(cashier, '');
}

/** "No offers" was said of the last amount: a new one is asked about afresh. */
export function forgetNoOffers(cashier: Cashier): void {
  if (cashier.store.deposit.madeOn === ONRAMP_PATH) forgetDeposit(cashier.store);
}

/** The chosen offer's payment source opened, and kept with the deposit (the complete page can offer it again). */
export function openOfferSource(cashier: Cashier, method: PaymentMethod, source: PaymentSource | undefined, paymentWindow?: PaymentWindow): PaymentOpening {
  const { deposit } = cashier.store;
  if (deposit.response) deposit.response = { ...deposit.response, source };
  const opening = openSource(cashier, method, source, paymentWindow);
  deposit.opening = opening;
  return opening;
}
