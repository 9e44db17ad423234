import { useSnapshot } from 'valtio';
import type { PaymentGroup } from '../../contract/methods';
import { isCryptoGroup } from '../../crypto/cryptoGroups';
import { useCashier, useT } from '../../ui/context';
import { bonusesShown } from '../../bonus/bonusRules';

/** Spec §9: the crypto bonus, 5% and instant. */
export const CRYPTO_BONUS_PERCENT = 5;

/**
 * Spec §6, §9: the crypto group's '5%' instant badge on the deposit list, only when the group has
 * crypto methods, the schema allows it (`isCryptoBonusAvailable`) and the bonus experiment's group
 * is group_b.
 */
export function CryptoBonusBadge({ group }: { group: PaymentGroup }) {
  const { handshake } = useSnapshot(useCashier().store);
  const t = useT();
  const shown =
    isCryptoGroup(group.name) &&
    group.paymentMethods.some((method) => method.category === 'crypto') &&
    handshake?.schema?.meta?.isCryptoBonusAvailable === true &&
    bonusesShown(handshake.experiments);
  return shown ? <span className="badge badge--bonus">{t('bonus.crypto', { percent: CRYPTO_BONUS_PERCENT })}</span> : null;
}
