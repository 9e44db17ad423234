import { type ReactNode, useMemo, useState } from 'react';
import { useChosenGroup } from '../../screens/deposit/useChosenMethod';
import { Page } from '../../screens/Page';
import { chooseMethod } from '../../state/actions/depositList';
import { localizedText } from '../../state/methodList';
import { useCashier, useLocale, useT } from '../../ui/context';
import { MethodIcon } from '../../ui/MethodIcon';
import { SearchableList } from '../../ui/SearchableList';
import { coinsOf, filterCoins } from './coins';
import { preselectedNetwork } from './cryptoRules';

/**
 * Spec §2 "Crypto list": the group's coins as tiles, with search above five. A coin opens its
 * address page on its preselected network (spec §5), where the player may choose another.
 * `aside`: what a mode shows below the coins (the sweepstakes order summary and disclaimer).
 */
export default function CryptoListPage({ aside }: { aside?: ReactNode }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const group = useChosenGroup();
  const coins = useMemo(() => coinsOf(group?.paymentMethods ?? [], locale), [group, locale]);
  const shown = filterCoins(coins, query, locale);
  const title = group ? localizedText(group.label, locale) : t('title.depositMethod');
  return (
    <Page title={title} heading={title}>
      <SearchableList total={coins.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('search.label')}>
        <ul className="coins" aria-label={title} data-ready="true">
          {shown.map((coin) => (
            <li key={coin.currency}>
              <button type="button" className="coin" part="entry" onClick={() => chooseMethod(cashier, preselectedNetwork(coin.networks)!, group)}>
                <MethodIcon id={coin.icon} />
                <span className="coin__code">{coin.currency}</span>
                <span className="coin__name">{coin.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </SearchableList>
      {aside}
    </Page>
  );
}
