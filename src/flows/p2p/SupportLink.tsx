import { useSnapshot } from 'valtio';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import { useCashier, useT } from '../../ui/context';

const KYRGYZ_P2P_GROUP = 'p2p_methods_kyrgyzstan';

type GroupNames = readonly { readonly name: string; readonly paymentMethods: readonly { readonly name: string }[] }[];

/** Spec §2: a Kyrgyz P2P method is one of the Kyrgyz P2P group, or any P2P method paid in som. */
export function isKyrgyzP2p(methodName: string, groups: GroupNames, currency: string): boolean {
  return currency.toUpperCase() === 'KGS' || groups.some((group) => group.name === KYRGYZ_P2P_GROUP && group.paymentMethods.some((method) => method.name === methodName));
}

/**
 * Spec §2 "Peer-to-peer base": the support button of Kyrgyz P2P methods, leading to the
 * operator's support page (`support-url`) in a new tab. Without one there is nowhere to lead,
 * so there is no button.
 */
export function SupportLink({ methodName }: { methodName: string }) {
  const cashier = useCashier();
  const t = useT();
  const { methods, currency } = useSnapshot(cashier.store);
  const url = cashier.deployment.supportUrl;
  if (!url || !isKyrgyzP2p(methodName, methods.groups, currency)) return null;
  return (
    <SafeExternalLink className="button button--secondary" href={url} base="">
      {t('p2p.support')}
    </SafeExternalLink>
  );
}
