import { useMemo, useState } from 'react';
import type { PaymentMethod } from '../contract/methods';
import { useLocale, useT } from '../ui/context';
import { CurrencyIcon } from '../ui/CurrencyIcon';
import { MethodIcon } from '../ui/MethodIcon';
import { SearchableList } from '../ui/SearchableList';
import { coinsOf, filterCoins } from './coins';
import { preselectedNetwork } from './cryptoRules';

/**
 * Spec §2 "Crypto list": coins as tiles, with search above five. A coin is chosen on its
 * preselected network; its address page lets the player choose another.
 */
export function CoinPicker({ methods, label, choose }: { methods: readonly PaymentMethod[]; label: string; choose(method: PaymentMethod): void }) {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const coins = useMemo(() => coinsOf(methods, locale), [methods, locale]);
  const shown = filterCoins(coins, query, locale);
  return (
    <SearchableList total={coins.length} shown={shown.length} query={query} onQuery={setQuery} searchLabel={t('search.label')}>
      <ul className="coins" aria-label={label} data-ready="true">
        {shown.map((coin) => (
          <li key={coin.currency}>
            <button type="button" className="coin" part="entry" onClick={() => choose(preselectedNetwork(coin.networks)!)}>
              <CurrencyIcon currency={coin.currency} fallback={<MethodIcon id={coin.icon} />} />
              <span className="coin__code">{coin.currency}</span>
              <span className="coin__name">{coin.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </SearchableList>
  );
}
