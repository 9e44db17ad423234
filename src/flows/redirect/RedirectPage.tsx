import { useSnapshot } from 'valtio';
import { completePathFrom, isVideoUrl, VIDEO_INSTRUCTION_PATH } from '../../routes/pageLinks';
import { INFO_MESSAGE_SETS, infoMessageGroup, videoGuideUrl } from '../../state/deposit/infoMessages';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { useFlowTable } from '../../ui/flowTable';
import { InfoMessages } from '../../ui/InfoMessages';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import { DepositForm } from '../../screens/deposit/form/DepositForm';
import { useDepositForm } from '../../screens/deposit/form/useDepositForm';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { useCreateWithTab } from '../../screens/deposit/useCreateWithTab';
import { Page } from '../../screens/Page';
import { redirectCreate } from './redirectCreate';

/** Spec §2 redirect page: banner, amount with chips, the method's fields, and Deposit opening the payment window. */
export default function RedirectPage() {
  const cashier = useCashier();
  const flows = useFlowTable();
  const t = useT();
  const locale = useLocale();
  const method = useChosenMethod();
  const { country, handshake } = useSnapshot(cashier.store);
  const state = useDepositForm(method);
  const { refused, create } = useCreateWithTab(method, redirectCreate);
  if (!method) return null;

  const guide = videoGuideUrl(method, locale, country);
  const infoKeys = INFO_MESSAGE_SETS[infoMessageGroup(handshake?.experiments ?? [])];

  return (
    <Page title={t('title.deposit')} heading={localizedText(method.text, locale)}>
      {method.banner && cashier.translator()?.has(method.banner.bannerTextKey) ? (
        <p className="annotation">{t(method.banner.bannerTextKey)}</p>
      ) : null}
      <DepositForm
        method={method}
        state={state}
        // Try again on the complete page returns here (the plain or the group's redirect page). No
        // payment window for a method paid on a page of our own (an invoice, a QR code).
        onValid={(deposit) => create(deposit, completePathFrom(cashier.nav.current()), !flows.hasOwnPageAfterCreate(method))}
        footer={
          <>
            <InfoMessages active={state.busy} keys={infoKeys} />
            {guide && isVideoUrl(guide) ? (
              <button type="button" className="button button--secondary" onClick={() => cashier.nav.navigate(VIDEO_INSTRUCTION_PATH)}>
                {t('deposit.guide.button')}
              </button>
            ) : guide ? (
              <SafeExternalLink className="button button--secondary" href={guide} base={cashier.transportConfig()?.apiUrl ?? ''}>
                {t('deposit.guide.button')}
              </SafeExternalLink>
            ) : null}
          </>
        }
      >
        {refused ? (
          <p className="form__failure" role="alert">
            {t('deposit.window.refused')}
          </p>
        ) : null}
      </DepositForm>
    </Page>
  );
}
