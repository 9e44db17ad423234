import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCreated } from '../contract/deposit';
import type { PaymentMethod } from '../contract/methods';
import { formatAmount } from '../i18n/formatAmount';
import { DEPOSIT_LIST_PATH } from '../routes/paths';
import { MethodGuide } from '../screens/deposit/MethodExtras';
import { useChosenGroup, useChosenMethod } from '../screens/deposit/useChosenMethod';
import { useFollowDeposit } from '../screens/deposit/useFollowDeposit';
import { Page } from '../screens/Page';
import { showErrorNotice } from '../state/actions/notice';
import { createDeposit } from '../state/create/createDeposit';
import type { CreateStrategy } from '../state/create/types';
import { useCashier, useLocale, useT } from '../ui/context';
import { CopyButton } from '../ui/copy/CopyButton';
import { DropdownField } from '../ui/Dropdown';
import { Spinner } from '../ui/icons';
import { QrCode } from '../ui/qr/QrCode';
import { RequisitesList } from '../ui/requisites/RequisitesList';
import { confirmationMinutes, networkLabel } from './chains';
import { networksOf } from './coins';
import { cryptoCreate, reportTransfer, resumeAddress } from './cryptoCreate';
import { addressParts } from './cryptoRules';
import { CRYPTO_LIST_PATH } from './paths';
import { CryptoInstruction } from './CryptoInstruction';
import { selectMethod } from '../state/actions/paymentChoice';
import { forgetDeposit } from '../state/deposit/recordDeposit';
import { MethodIcon } from '../ui/MethodIcon';
import { Warning } from '../ui/Warning';

/**
 * Spec §2 "Crypto address page": the network (chosen by itself when there is one), the address of
 * the chosen network asked for (deposit-create) and shown with its QR code, the least credited,
 * the warnings, the time the network takes, and the guide. A transfer to it is followed: seen,
 * counted block by block, then credited (the complete page). Another mode may ask for the address
 * its own way (`create`) and show its own above it (`aside`: the sweepstakes order).
 */
export default function CryptoAddressPage({ create, aside }: { create?: AddressCreate; aside?: ReactNode }) {
  const t = useT();
  const method = useChosenMethod();
  if (!method) return null;
  // Spec §8: a missing selected crypto currency is an error; here it is one the player can leave.
  if (method.category !== 'crypto' || !method.currency) return <MissingCoin />;
  return (
    <Page title={t('title.deposit')} heading={method.currency.toUpperCase()} mark={<MethodIcon id={method.iconIds[0]} />}>
      {aside}
      <CryptoAddress method={method} create={create} />
    </Page>
  );
}

type AddressRequest = { method: string; state: 'loading' | 'ready' | 'failed' };

/** How an address is asked for: a coin's deposit-create (cryptoCreate), or another mode's (a sweepstakes box's). */
export interface AddressCreate {
  strategy: CreateStrategy<unknown>;
  /** What else names the intent (the box), so that another is another key. */
  intent?: Readonly<Record<string, string>>;
}

const CRYPTO_CREATE: AddressCreate = { strategy: cryptoCreate as CreateStrategy<unknown> };

/** The network, the address with its QR code and the transfer followed. */
function CryptoAddress({ method, create = CRYPTO_CREATE }: { method: PaymentMethod; create?: AddressCreate }) {
  const cashier = useCashier();
  const t = useT();
  const { methods, deposit } = useSnapshot(cashier.store);
  const group = useChosenGroup();
  const networks = networksOf(method, group ? group.paymentMethods : (methods.methods as PaymentMethod[]));
  const [request, setRequest] = useState<AddressRequest>({ method: method.name, state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The list shown is the last visit's copy: the fresh one may no longer offer this coin, so no address is made before it says.
  const checking = methods.stale === true;
  const loading = checking || request.method !== method.name || request.state === 'loading';

  // Spec §4: the address is asked for when a network is chosen (the preselected one on entry).
  useEffect(() => {
    const { store } = cashier;
    if (checking) return;
    if (attempt === 0 && resumeAddress(cashier)) return setRequest({ method: method.name, state: 'ready' });
    forgetDeposit(cashier.store);
    setRequest({ method: method.name, state: 'loading' });
    void createDeposit(cashier, method, create.strategy, { amount: 0, currency: method.currency, givenRoute: '', fields: {}, intent: create.intent }).then((result) => {
      if (store.payment.paymentMethod?.name !== method.name) return;
      if (result.kind === 'failed') void showErrorNotice(cashier, result.error);
      setRequest({ method: method.name, state: result.kind === 'created' ? 'ready' : 'failed' });
    });
  }, [cashier, method.name, attempt, create, checking]);

  const response = request.state === 'ready' && request.method === method.name ? (deposit.response as DepositCreated | null) : null;
  const chooseNetwork = (name: string) => {
    const next = networks.find((m) => m.name === name);
    if (next && next.name !== method.name) selectMethod(cashier, next);
  };

  return (
    <>
      <DropdownField
        label={t('crypto.network.label')}
        error={null}
        choices={networks.map((m) => ({ value: m.name, text: networkLabel(m.network ?? m.currency ?? m.name) }))}
        value={method.name}
        placeholder={t('crypto.network.choose')}
        disabled={loading || networks.length < 2}
        onChange={chooseNetwork}
      />
      {loading ? (
        <p className="crypto-loading" role="status">
          <Spinner /> {t('crypto.address.loading')}
        </p>
      ) : request.state === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__text">{t('crypto.address.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('complete.retry')}
          </button>
        </div>
      ) : response?.depositId && response.data?.depositAddress ? (
        <Address method={method} address={response.data.depositAddress} minimum={response.data.minDepositValue} />
      ) : null}
      <MethodGuide method={method} />
    </>
  );
}

function Address({ method, address, minimum }: { method: PaymentMethod; address: string; minimum?: number }) {
  const t = useT();
  const locale = useLocale();
  const currency = method.currency!.toUpperCase();
  const network = method.network ?? currency;
  const cashier = useCashier();
  const reported = useRef<string | null>(null);
  // The deposit is followed from the moment its address is shown: the transfer may come at any
  // time, and then the complete page counts its confirmations.
  useFollowDeposit((data) => {
    const depositId = cashier.store.deposit.status.depositId;
    if (!depositId || reported.current === depositId) return;
    reported.current = depositId;
    reportTransfer(cashier, { depositId, paymentMethod: method.name, transaction: data, currency, network: networkLabel(network) });
  });

  const parts = addressParts(address);
  return (
    <>
      <div className="qr-payment">
        <QrCode text={address} label={t('crypto.qr.label', { currency })} />
      </div>
      <RequisitesList
        heading={false}
        share={`${currency} (${networkLabel(network)}): ${address}`}
        requisites={[
          {
            name: 'address',
            title: t('crypto.address.label', { currency }),
            value: address,
            isCopyable: true,
            drawn: (
              <>
                <bdi className="requisites__text requisites__text--code crypto-address" dir="ltr">
                  <mark>{parts.head}</mark>
                  {parts.middle}
                  <mark>{parts.tail}</mark>
                </bdi>
                <CopyButton text={address} label={t('crypto.address.label', { currency })} />
              </>
            ),
          },
        ]}
      />
      {minimum !== undefined && minimum > 0 ? (
        <Warning>
          {t('crypto.minimum', { amount: formatAmount(locale, minimum, currency) })} {t('crypto.minimumNotice')}
        </Warning>
      ) : null}
      <Warning>{t('crypto.warning', { currency, network: networkLabel(network) })}</Warning>
      <CryptoInstruction />
      <p className="field__hint">{t('crypto.confirmationTime', { minutes: confirmationMinutes(network) })}</p>
    </>
  );
}

/** A coin that cannot be shown (none chosen, or the method is not a coin): back to choosing one. */
function MissingCoin() {
  const cashier = useCashier();
  const t = useT();
  const { payment } = useSnapshot(cashier.store);
  return (
    <Page title={t('title.deposit')} heading={t('title.deposit')}>
      <div className="notice notice--error" role="alert">
        <p className="notice__text">{t('crypto.missing')}</p>
      </div>
      <button type="button" className="button button--primary" onClick={() => cashier.nav.rewindTo(payment.paymentGroup ? CRYPTO_LIST_PATH : DEPOSIT_LIST_PATH)}>
        {t('crypto.missing.button')}
      </button>
    </Page>
  );
}
