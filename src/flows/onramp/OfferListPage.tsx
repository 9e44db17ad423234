import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { continueExternalDeposit } from '../../api/continueExternalDeposit';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentMethod } from '../../contract/methods';
import { formatAmount } from '../../i18n/formatAmount';
import { releaseWindow } from '../../payment/paymentWindow';
import { windowForPress } from '../../payment/openSource';
import { CreatedDepositPage } from '../../screens/deposit/CreatedDepositPage';
import { completePathForDeposit } from '../../state/actions/invoice';
import { showErrorNotice } from '../../state/actions/notice';
import { toCashierError } from '../../transport/errors';
import { useCashier, useLocale, useT } from '../../ui/context';
import { MethodIcon } from '../../ui/MethodIcon';
import { INITIAL_CRYPTO } from './currencies';
import { bestOffer } from './offers';
import { openOfferSource } from './onrampActions';
import { ONRAMP_PATH } from './paths';
import { Form } from '../../ui/Form';

/**
 * Spec §2 "Offer list": the providers' offers for the amount (what each gives and its fee); one is
 * chosen (the best at first), and Continue goes on with it (`external-deposit-continue`): its
 * payment page opens as a redirect method's does, and the complete page follows the deposit. An
 * error in the answer is the complete page's decline, whose Try again returns to the on-ramp page.
 */
export default function OfferListPage() {
  return <CreatedDepositPage>{({ method, response }) => <Offers method={method} response={response} />}</CreatedDepositPage>;
}

/** A provider's code as a name: `moonpay` → `Moonpay`. */
const providerName = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

function Offers({ method, response }: { method: PaymentMethod; response: DepositCreated }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { deposit } = useSnapshot(cashier.store);
  const offers = response.data?.paymentMethodOffers ?? [];
  const best = bestOffer(offers);
  const [chosen, setChosen] = useState(best ?? '');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const currency = deposit.summary?.currency ?? cashier.store.currency;

  const goOn = async () => {
    const depositId = response.depositId;
    if (busy || !depositId || !chosen) return;
    setBusy(true);
    setRefused(false);
    const paymentWindow = windowForPress(cashier, method);
    try {
      const answer = await continueExternalDeposit(cashier.api(), { depositId, paymentMethod: chosen }, cashier.sessionSignal());
      if (answer.error) {
        releaseWindow(paymentWindow, 'failed');
        cashier.nav.navigate(completePathForDeposit(cashier, 'mistaked'));
        return;
      }
      const opening = openOfferSource(cashier, method, answer.data?.source, paymentWindow);
      if (opening === 'refused') setRefused(true);
      else cashier.nav.navigate(completePathForDeposit(cashier));
    } catch (thrown) {
      const error = toCashierError(thrown);
      releaseWindow(paymentWindow, error.kind === 'aborted' ? 'stale' : 'failed');
      if (error.kind !== 'aborted') void showErrorNotice(cashier, error);
    } finally {
      setBusy(false);
    }
  };

  if (offers.length === 0) {
    return (
      <>
        <p className="annotation">{t('deposit.onramp.annotation.noOffers')}</p>
        <button type="button" className="button button--primary" onClick={() => cashier.nav.rewindTo(ONRAMP_PATH)}>
          {t('onramp.changeAmount')}
        </button>
      </>
    );
  }
  return (
    <Form
      onSubmit={() => {
        void goOn();
      }}
    >
      {deposit.summary ? <p className="field__hint">{t('onramp.offers.paying', { amount: formatAmount(locale, deposit.summary.amount, deposit.summary.currency) })}</p> : null}
      <fieldset className="offers" aria-labelledby={`${id}-legend`}>
        <legend className="field__label" id={`${id}-legend`}>
          {t('onramp.offers.title')}
        </legend>
        {offers.map((offer) => (
          <label key={offer.method} className="offer">
            <input type="radio" name={id} value={offer.method} checked={chosen === offer.method} onChange={() => setChosen(offer.method)} />
            <MethodIcon id={offer.iconIds?.[0]} />
            <span className="offer__text">
              <span className="offer__name">
                {providerName(offer.method)}
                {offer.method === best && offers.length > 1 ? <span className="badge badge--bonus">{t('onramp.offer.best')}</span> : null}
              </span>
              <span className="offer__amount">{t('onramp.offer.amount', { amount: formatAmount(locale, offer.amount, INITIAL_CRYPTO) })}</span>
              <span className="offer__fee">{t('onramp.offer.fee', { fee: formatAmount(locale, offer.fee, currency) })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {refused ? <p className="annotation">{t('deposit.window.refused')}</p> : null}
      <button type="submit" className="button button--primary" part="button-primary" aria-disabled={busy} aria-busy={busy}>
        {busy ? t('deposit.button.processing') : t('onramp.continue')}
      </button>
    </Form>
  );
}
