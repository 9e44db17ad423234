import { changePhoneCountry, countryByCode, phoneCountryOf } from '../../forms/phone/phone';
import { getDepositLimits } from '../../api/getDepositLimits';
import { startSession } from '../../api/startSession';
import { toCashierError } from '../../transport/errors';
import type { Cashier } from '../cashier';

/** Spec §5: a positive amount starts a payment session, this long after the player stops typing. */
export const SESSION_START_DEBOUNCE_MS = 500;

export function setAmount(cashier: Cashier, amount: string, fromChip = false): void {
  const form = cashier.store.form;
  if (form.amount === amount && form.isFromChip === fromChip) return;
  form.amount = amount;
  form.isFromChip = fromChip;
}

export function setFieldValue(cashier: Cashier, name: string, value: string): void {
  const form = cashier.store.form;
  if (form.fieldValues[name] === value) return;
  form.fieldValues[name] = value;
}

/** Spec §7 deposit-limits: the method's limits for the currency, when its own rules have none. */
export async function loadDepositLimits(cashier: Cashier, paymentMethod: string): Promise<void> {
  const { store } = cashier;
  try {
    const limits = await getDepositLimits(cashier.api(), { currency: store.currency, paymentMethod }, cashier.sessionSignal());
    const own = limits[paymentMethod];
    if (store.payment.paymentMethod?.name !== paymentMethod) return;
    // No rule in the currency and no limits for it either: the method does not take this currency.
    if (own) store.payment.depositLimits = own;
    else store.payment.currencyUnavailable = true;
  } catch (thrown) {
    // The amount then has no known limits (0 and 0); the backend still checks on create.
    if (toCashierError(thrown).kind !== 'aborted') console.warn('[payment-cashier] deposit limits unavailable', thrown);
  }
}

/** Spec §4/§5: a payment session for a positive amount; its id goes with the create. */
export async function startPaymentSession(cashier: Cashier, amount: number): Promise<void> {
  if (!(amount > 0)) return;
  const { store } = cashier;
  try {
    const pendingGroup = store.form.pendingGroup ?? undefined;
    const session = await startSession(cashier.api(), { amount, currency: store.currency, pendingGroup }, cashier.sessionSignal());
    store.form.paymentSessionId = session.payment_session_id;
    // The backend's group for this payment session goes back with the next start.
    if (session.pending_group) store.form.pendingGroup = session.pending_group;
  } catch {
    // A create without a session id is still valid; nothing to show the player.
  }
}

/** A phone field's country: the prefix and format change, the digits typed so far stay. */
export function setPhoneCountry(cashier: Cashier, field: string, code: string): void {
  const { store } = cashier;
  const from = phoneCountryOf(store.form.phoneCountries[field], store.country);
  const to = countryByCode(code);
  if (!to || to.code === from.code) return;
  store.form.phoneCountries[field] = to.code;
  const typed = store.form.fieldValues[field];
  setFieldValue(cashier, field, changePhoneCountry(typed ?? '', from, to));
}
