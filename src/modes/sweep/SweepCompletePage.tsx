import CompletePage from '../../screens/common/CompletePage';
import { OrderSummary } from './OrderSummary';

/** Spec §2 sweepstake mode, complete: the deposit's status, with the box it bought (its coins, its price). */
export default function SweepCompletePage() {
  return <CompletePage bought={<OrderSummary />} />;
}
