import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChosenMethod } from '../../screens/deposit/useChosenMethod';
import { isFinal } from '../../state/deposit/status';
import type { TransactionData } from '../../contract/deposit';
import { formatAmount } from '../../i18n/formatAmount';
import { useCashier, useLocale, useT } from '../../ui/context';
import { RequisitesList } from '../../ui/requisites/RequisitesList';
import { CopyButton } from '../../ui/copy/CopyButton';
import { SafeExternalLink } from '../../ui/SafeExternalLink';
import { chainOf, networkChainName } from './chains';
import { confirmedBlocks, shortHash } from './cryptoRules';
import { acceptWaiting } from '../../state/actions/complete';

/** How often the count is looked at again: often enough for a 2 s block. */
const TICK_MS = 1000;

interface TransferConfirmationProps {
  transaction: TransactionData;
  /** When the transfer was first seen (ms): blocks are counted from then. */
  seenAt: number;
  network: string;
  currency: string;
}

/**
 * Spec §4 "Crypto confirmation", on the complete page: the transfer seen on its chain (amount,
 * hash with the explorer link), its confirmed blocks counted at the chain's interval until the
 * chain's requirement, when the deposit is accepted. A chain the spec gives no count for is waited
 * for as such.
 */
export function TransferConfirmation({ transaction, seenAt, network, currency }: TransferConfirmationProps) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
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

  const coin = (transaction.cryptoCurrency ?? currency).toUpperCase();
  const hash = transaction.txid ?? '';
  const explorer = chain && hash ? `${chain.explorer}${encodeURIComponent(hash)}` : null;
  return (
    <section className="crypto-transfer" aria-labelledby={`${id}-title`}>
      <h3 className="requisites__title" id={`${id}-title`}>
        {t('crypto.tx.title')}
      </h3>
      <RequisitesList
        heading={false}
        requisites={[
          ...(transaction.amount !== undefined ? [{ name: 'amount', title: t('requisites.amount'), value: formatAmount(locale, transaction.amount, coin) }] : []),
          ...(hash ? [{ name: 'txid', title: t('crypto.tx.hash'), value: hash, isCopyable: true, drawn: <HashValue hash={hash} label={t('crypto.tx.hash')} /> }] : []),
        ]}
      />
      {explorer ? (
        <SafeExternalLink className="button button--secondary" href={explorer} base="">
          {t('crypto.tx.explorer')}
        </SafeExternalLink>
      ) : null}
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
    </section>
  );
}

/** A transaction hash, shortened to read (spec §9), copied whole. */
function HashValue({ hash, label }: { hash: string; label: string }) {
  return (
    <>
      <bdi className="requisites__text" dir="ltr" title={hash}>
        {shortHash(hash)}
      </bdi>
      <CopyButton text={hash} label={label} />
    </>
  );
}

/**
 * The crypto flow's part of the complete page (spec §4: it opens when the transfer is seen): the
 * transfer and its confirmations, while the deposit has not settled; nothing for other deposits.
 */
export function TransferProgress() {
  const cashier = useCashier();
  const { deposit } = useSnapshot(cashier.store);
  const method = useChosenMethod();
  const transfer = deposit.transfer;
  if (!transfer || !method?.currency || isFinal(deposit.status.status)) return null;
  const currency = method.currency.toUpperCase();
  return <TransferConfirmation transaction={transfer.data as TransactionData} seenAt={transfer.seenAt} network={method.network ?? currency} currency={currency} />;
}
