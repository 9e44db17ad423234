import { countryName } from '../../i18n/regionNames';
import { useLocale, useT } from '../../ui/context';
import { Flag } from '../../ui/Flag';

/** Spec §9 "Countries with flags in the international transfer". */
export const CROSS_BORDER_COUNTRIES = ['AZ', 'KG', 'KZ', 'TJ', 'UZ'] as const;

/** A cross-border fast payment (`sbp-transgran-grouped`, its methods `sbp_transgran_*`). */
export const isCrossBorder = (methodName: string): boolean => methodName.startsWith('sbp_transgran_');

/** Which countries' bank cards a cross-border fast payment takes, each with its flag and name. */
export function CrossBorderCountries() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="cross-border">
      <p className="cross-border__title">{t('p2p.crossBorder.countries')}</p>
      <ul className="cross-border__countries">
        {CROSS_BORDER_COUNTRIES.map((code) => (
          <li key={code}>
            <Flag code={code} />
            {countryName(locale, code)}
          </li>
        ))}
      </ul>
    </div>
  );
}
