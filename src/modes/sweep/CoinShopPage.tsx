import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Box } from '../../contract/sweepstake';
import { formatAmount } from '../../i18n/formatAmount';
import { Page } from '../../screens/Page';
import { useCashier, useLocale, useT } from '../../ui/context';
import { ListSkeleton } from '../../ui/Loader';
import { boxBadge, boxLabel } from './boxes';
import { Disclaimer } from './Disclaimer';
import { chooseBox, loadShop } from './loadShop';
import { SELECT_METHOD_PATH } from './paths';
import { SWEEP_SLICE } from './sweepState';
import { useOwnSlice } from '../../ui/useOwnSlice';

const BADGE_KEYS = { popular: 'badge.popular', 'best-value': 'sweep.badge.bestValue', 'first-purchase': 'sweep.badge.firstPurchase' } as const;

/**
 * Spec §2 sweepstake mode, the Coin Shop: the boxes as the backend groups them, each with its gold
 * coins, its sweep coins as a free bonus and its price; a box opens the methods that can pay for it.
 * The disclaimer is always in view.
 */
export default function CoinShopPage() {
  const cashier = useCashier();
  const t = useT();
  const { methods } = useSnapshot(cashier.store);
  const sweep = useOwnSlice(SWEEP_SLICE);

  useEffect(() => {
    void loadShop(cashier);
  }, [cashier]);

  const ready = sweep?.boxes.status === 'loaded' && methods.status === 'loaded';
  return (
    <Page title={t('title.coinShop')}>
      {ready ? (
        sweep.boxes.groups.map((group, index) =>
          group.boxes.length ? (
            <section key={group.title ?? index} className="boxes" aria-label={group.title ?? t('title.coinShop')}>
              {group.title ? <h3 className="boxes__title">{group.title}</h3> : null}
              <ul className="boxes__list">
                {group.boxes.map((box) => (
                  <li key={String(box.boxId)}>
                    <BoxButton box={box as Box} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )
      ) : (
        <ListSkeleton label={t('loading')} rows={4} />
      )}
      <Disclaimer />
    </Page>
  );
}

function BoxButton({ box }: { box: Box }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const badge = boxBadge(box);
  return (
    <button type="button" className="box" part="box" onClick={() => chooseBox(cashier, box, SELECT_METHOD_PATH)}>
      <span className="box__coins">{boxLabel(t, locale, box)}</span>
      {badge ? <span className={`badge badge--${badge === 'popular' ? 'popular' : 'bonus'}`}>{t(BADGE_KEYS[badge])}</span> : null}
      <span className="box__price">{formatAmount(locale, box.price, box.priceCurrencyCode)}</span>
    </button>
  );
}
