import { useSnapshot } from 'valtio';
import { metaAssetOf } from '../host/metaAssets';
import { assetTextOf } from '../state/assetText';
import { useCashier } from '../ui/context';
import { useLoaded } from '../ui/useLoaded';

/** The name in `schema.meta.assets` of the operator's crypto instruction (README "Attributes"). */
export const CRYPTO_INSTRUCTION_ASSET = 'cryptoInstruction';

/**
 * The operator's own instruction for paying in crypto (spec §3 `schema.meta.showCryptoInstruction`,
 * an asset text): shown on the address page when the schema asks for it, as plain text (a
 * paragraph for each block of lines); nothing while it loads, or when it cannot be read.
 */
export function CryptoInstruction() {
  const cashier = useCashier();
  const { handshake } = useSnapshot(cashier.store);
  const url = handshake?.schema?.meta?.showCryptoInstruction ? metaAssetOf(handshake, CRYPTO_INSTRUCTION_ASSET) : null;
  const shown = useLoaded(assetTextOf, url)?.trim();
  if (!shown) return null;
  return (
    <div className="annotation crypto-instruction">
      {shown.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}
