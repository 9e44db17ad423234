import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChosenMethod } from '../screens/deposit/useChosenMethod';
import { isFinal } from '../state/deposit/status';
import type { TransactionData } from '../contract/deposit';
import { useCashier, useT } from '../ui/context';
import { SafeExternalLink } from '../ui/SafeExternalLink';
import { chainOf, networkChainName } from './chains';
import { confirmedBlocks } from './cryptoRules';
import { acceptWaiting } from '../state/actions/complete';
import { readSlice } from '../state/ownSlice';
import { SEEN_TRANSFER } from './depositSlices';

/** How often the count is looked at again: often enough for a 2 s block. */
const TICK_MS = 1000;

interface TransferConfirmationProps {
  transaction: TransactionData;
  /** When the transfer was first seen (ms): blocks are counted from then. */
  seenAt: number;
  network: string;
}

/**
 * Spec §4 "Crypto confirmation", on the complete page: the transfer seen on its chain, its confirmed
 * blocks counted at the chain's interval until the chain's requirement, when the deposit is
 * accepted, and its page in the chain's explorer (the amount and hash are the deposit's details
 * below). A chain the spec gives no count for is waited for as such.
 */
export function TransferConfirmation({ transaction, seenAt, network }: TransferConfirmationProps) {
  const cashier = useCashier();
  const t = useT();
  const id = useId();
  const chain = chainOf(transaction.blockchain) ?? chainOf(networkChainName(network));
  const [now, setNow] = useState(() => Date.now());
  const confirmed = chain ? confirmedBlocks(chain, seenAt, now) : 0;
  const done = chain !== undefined && confirmed >= chain.blocks;

  useEffect(() => {
    if (!chain || done) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [chain, done]);

  // Counted out: accepted, and the status pushed or polled says when it is credited.
  useEffect(() => {
    if (done) acceptWaiting(cashier);
  }, [cashier, done]);

  const hash = transaction.txid ?? '';
  const explorer = chain && hash ? `${chain.explorer}${encodeURIComponent(hash)}` : null;
  return (
    <section className="crypto-transfer" aria-labelledby={`${id}-title`}>
      <h3 className="requisites__title" id={`${id}-title`}>
        {t('crypto.tx.title')}
      </h3>
      {chain ? (
        <div className="crypto-transfer__progress">
          <progress max={chain.blocks} value={confirmed} aria-labelledby={`${id}-count`} />
          <p id={`${id}-count`} className="field__hint">
            {t('crypto.tx.confirmations', { count: confirmed, total: chain.blocks })}
          </p>
        </div>
      ) : (
        <p className="field__hint">{t('crypto.tx.waiting')}</p>
      )}
      {explorer ? (
        <SafeExternalLink className="button button--secondary" href={explorer} base="">
          {t('crypto.tx.explorer')}
        </SafeExternalLink>
      ) : null}
    </section>
  );
}

/**
 * A crypto deposit's part of the complete page (it opens when the transfer is seen): the
 * transfer and its confirmations, while the deposit has not settled; nothing for other deposits.
 */
export function TransferProgress() {
  const cashier = useCashier();
  const { deposit } = useSnapshot(cashier.store);
  const method = useChosenMethod();
  const seen = readSlice(deposit, SEEN_TRANSFER);
  if (!seen || !method?.currency || isFinal(deposit.status.status)) return null;
  const currency = method.currency.toUpperCase();
  return <TransferConfirmation transaction={seen.data as TransactionData} seenAt={seen.seenAt} network={method.network ?? currency} />;
}
