import { applyMask, maskFromExample } from '../fields/mask';
import { COUNTRIES, type CountryEntry } from './countries';

/** Longer numbers than the example are allowed by this many digits (lengths vary within a country). */
const EXTRA_DIGITS_MASK = '[000]';

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export const countryByCode = (code: string): CountryEntry | undefined => byCode.get(code.toUpperCase());

/** The phone field's country: the one chosen, else the player's, else the first of the list. */
export const phoneCountryOf = (chosen: string | undefined, playerCountry: string): CountryEntry =>
  (chosen && countryByCode(chosen)) || countryByCode(playerCountry) || (COUNTRIES[0] as CountryEntry);

/** The locked start of the field's value: the prefix and a space. */
export const lockedPrefix = (country: CountryEntry): string => `${country.prefix} `;

/** The number's mask from the country's example format, e.g. `000 000 00 00` for Russia. */
export const phoneMask = (country: CountryEntry): string => maskFromExample(country.example) + EXTRA_DIGITS_MASK;

/**
 * What typing in a phone field leaves (spec §5): the prefix locked in front, `+` refused, the
 * national digits in the country's format. A pasted international number loses its own prefix.
 */
export function typePhone(country: CountryEntry, typed: string): string {
  const prefix = lockedPrefix(country);
  const prefixDigits = country.prefix.slice(1);
  const locked = typed.startsWith(prefix);
  const rest = locked ? typed.slice(prefix.length) : typed;
  let digits = rest.replace(/\D/g, '');
  // A number starting with + is international; so is one starting with 00 when it replaced the
  // whole value (after the locked prefix, 00 may begin a national number).
  const international = /^\s*\+/.test(rest) ? digits : !locked && /^\s*00/.test(rest) ? digits.slice(2) : null;
  if (international !== null) digits = international.startsWith(prefixDigits) ? international.slice(prefixDigits.length) : international;
  return prefix + applyMask(phoneMask(country), digits);
}

/** The national digits of a phone value, whatever its country. */
export const nationalDigits = (value: string, country: CountryEntry): string => {
  const prefix = lockedPrefix(country);
  return (value.startsWith(prefix) ? value.slice(prefix.length) : value).replace(/\D/g, '');
};

/** Another country keeps the digits typed so far and takes the new prefix and format. */
export const changePhoneCountry = (value: string, from: CountryEntry, to: CountryEntry): string =>
  typePhone(to, nationalDigits(value, from));

/** What the backend receives: `+` and digits, e.g. `+79123456789`. */
export const phoneForServer = (value: string): string => value.replace(/[^\d+]/g, '');
