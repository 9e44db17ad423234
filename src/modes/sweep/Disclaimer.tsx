import { useCashier, useT } from '../../ui/context';
import { metaAssetOf } from '../../host/metaAssets';
import { SafeExternalLink } from '../../ui/SafeExternalLink';

/** Where the operator's sweepstakes rules and its "learn more" page are (`schema.meta.assets`; README). */
export const RULES_ASSET = 'sweepRulesUrl';
export const LEARN_MORE_ASSET = 'sweepLearnMoreUrl';

/**
 * Spec §1: NO PURCHASE NECESSARY; gold coins are for entertainment only, with no cash value; sweep
 * coins are awarded free in a promotion, not for sale, and may be used to enter sweepstakes. Always
 * in view on the shop and the order, with the operator's rules and "learn more" when it gives them.
 */
export function Disclaimer() {
  const cashier = useCashier();
  const t = useT();
  const rules = metaAssetOf(cashier.store.handshake, RULES_ASSET);
  const learnMore = metaAssetOf(cashier.store.handshake, LEARN_MORE_ASSET);
  const base = cashier.transportConfig()?.apiUrl || location.origin;
  return (
    <aside className="disclaimer" part="disclaimer" aria-labelledby="sweep-disclaimer-title">
      <p className="disclaimer__title" id="sweep-disclaimer-title">
        {t('sweep.disclaimer.title')}
      </p>
      <p className="disclaimer__text">{t('sweep.disclaimer.text')}</p>
      {rules || learnMore ? (
        <p className="disclaimer__links">
          {rules ? (
            <SafeExternalLink href={rules} base={base}>
              {t('sweep.disclaimer.rules')}
            </SafeExternalLink>
          ) : null}
          {learnMore ? (
            <SafeExternalLink href={learnMore} base={base}>
              {t('sweep.disclaimer.learnMore')}
            </SafeExternalLink>
          ) : null}
        </p>
      ) : null}
    </aside>
  );
}
