import { useSnapshot } from 'valtio';
import { countryName } from '../../i18n/regionNames';
import { useCashier, useLocale, useT } from '../../ui/context';
import { Flag } from '../../ui/Flag';

/**
 * The player's region; a link to the region page only when the backend allows changing it.
 * `named: false` leaves the name out for a render (see DepositList).
 */
export function RegionSelector({ regionPath, named = true }: { regionPath: string; named?: boolean }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const { country, geo } = useSnapshot(cashier.store);
  if (!country) return null;
  // Until named (a render after the list), a placeholder the name's size: the line never reads "Region:" and nothing.
  const name = named ? countryName(locale, country) : <span className="skeleton skeleton--text" aria-hidden="true" />;
  const flag = <Flag code={country} />;
  if (!geo.enabled) {
    return (
      <p className="region">
        {flag}
        <span className="region__label">{t('region.label')}</span>
        <span className="region__name">{name}</span>
      </p>
    );
  }
  return (
    <button type="button" className="region region--button" onClick={() => cashier.nav.navigate(regionPath)}>
      {flag}
      <span className="region__label">{t('region.label')}</span>
      <span className="region__name">{name}</span>
      <span className="region__change">{t('region.change')}</span>
    </button>
  );
}
