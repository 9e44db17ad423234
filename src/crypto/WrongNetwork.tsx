import { useT } from '../ui/context';
import { Warning } from '../ui/Warning';
import { networkLabel } from './chains';

/** Said when the wallet typed is not an address of the payout's network: coins sent there are lost, so nothing is sent. */
export function WrongNetwork({ network }: { network: string }) {
  const t = useT();
  return (
    <div role="alert">
      <Warning>{t('crypto.wallet.invalid', { network: networkLabel(network) })}</Warning>
    </div>
  );
}
