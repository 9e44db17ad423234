import { useEffect, useMemo } from 'react';
import { ref } from 'valtio/vanilla';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import type { Box } from '../../contract/sweepstake';
import { MethodPageInForm } from '../../screens/common/MethodPageInForm';
import { PageLoader } from '../../screens/PageLoader';
import { formMethod, methodNamed } from '../../state/actions/formMethod';
import type { Cashier } from '../../state/cashier';
import { listEntries } from '../../state/methodList';
import { useCashier } from '../../ui/context';
import { useOwnSlice } from '../../ui/useOwnSlice';
import { payingEntries } from './boxes';
import { loadShop, sweepState } from './loadShop';
import { COIN_SHOP_PATH } from './paths';
import { NO_BOX_SELECTED } from './sweepCreate';
import { SWEEP_SLICE } from './sweepState';

/**
 * The box the host named (`box`, its id) is the one bought. None of that id, or none named: nothing
 * to buy, said in the console, and the Coin Shop instead.
 */
function formBox(cashier: Cashier, boxId: string | null): Box | null {
  const state = sweepState(cashier);
  const box = state.boxes.groups.flatMap((group) => group.boxes).find((candidate) => String(candidate.boxId) === boxId) ?? null;
  if (!box) {
    console.error(`[payment-cashier] ${NO_BOX_SELECTED}`);
    cashier.nav.navigate(COIN_SHOP_PATH, { replace: true });
    return null;
  }
  if (state.box !== box) state.box = ref(box);
  return box;
}

/**
 * Spec §2 sweepstake mode `/form` (the closing button hidden, as the main `/form`): the box the
 * host names (`?box=`) paid with the coin it names (`?method=`), on that coin's page, without the
 * shop or a header. A coin the shop cannot be paid with, or a box it does not sell: the Coin Shop.
 */
export default function SweepFormPage() {
  const cashier = useCashier();
  const query = new URLSearchParams(useSearch());
  const name = query.get('method');
  const boxId = query.get('box');
  const { methods, payment } = useSnapshot(cashier.store);
  const sweep = useOwnSlice(SWEEP_SLICE);
  const box = sweep?.box ?? null;
  // The fresh list decides: a kept one may lack a coin or a limit the fresh one has.
  const ready = methods.status === 'loaded' && !methods.stale && sweep?.boxes.status === 'loaded';
  const named = useMemo(() => {
    if (!ready) return null;
    const coins = payingEntries(listEntries(methods.groups as PaymentGroup[], methods.methods as PaymentMethod[]));
    const groups = coins.flatMap((entry) => (entry.kind === 'group' ? [entry.group] : []));
    const alone = coins.flatMap((entry) => (entry.kind === 'method' ? [entry.method] : []));
    return methodNamed(groups, alone, name);
  }, [ready, methods.groups, methods.methods, name]);

  useEffect(() => {
    void loadShop(cashier);
  }, [cashier]);
  useEffect(() => {
    if (ready && formBox(cashier, boxId)) formMethod(cashier, named);
  }, [cashier, ready, boxId, named]);

  if (!named || !box || payment.paymentMethod?.name !== named.method.name) return <PageLoader />;
  return <MethodPageInForm named={named} />;
}
