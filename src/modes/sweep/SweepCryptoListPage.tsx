import CryptoListPage from '../../crypto/CryptoListPage';
import { Disclaimer } from './Disclaimer';
import { OrderSummary } from './OrderSummary';

/** Spec §2 "Crypto list", sweepstake mode: the coins, with the order summary and the disclaimer. */
export default function SweepCryptoListPage() {
  return (
    <CryptoListPage
      aside={
        <>
          <OrderSummary />
          <Disclaimer />
        </>
      }
    />
  );
}
