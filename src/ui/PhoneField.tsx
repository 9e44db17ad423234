import { type KeyboardEvent, useId, useMemo } from 'react';
import type { Choice } from '../forms/fields/choices';
import { namer } from '../i18n/format';
import { countryName } from '../i18n/regionNames';
import { COUNTRIES, type CountryEntry } from '../forms/phone/countries';
import { lockedPrefix, typePhone } from '../forms/phone/phone';
import { useLocale, useT } from './context';
import { DropdownControl } from './Dropdown';
import { FieldFrame } from './FieldFrame';

interface PhoneFieldProps {
  label: string;
  country: CountryEntry;
  value: string;
  error: string | null;
  onCountry: (code: string) => void;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** A number read left to right inside right-to-left text (Unicode isolates). */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** Every country with its prefix, named in the player's language and sorted by that name. */
function useCountryChoices(locale: string): Choice[] {
  return useMemo(() => {
    const collator = new Intl.Collator([locale, 'en']);
    const name = namer(locale, 'region');
    return COUNTRIES.map((entry) => ({ value: entry.code, text: name(entry.code), detail: entry.prefix })).sort((a, b) =>
      collator.compare(a.text, b.text),
    );
  }, [locale]);
}

/**
 * Spec §3/§5 phone_with_prefix: a country picker (prefix and example format) and the number,
 * whose prefix is locked in front; `+` cannot be typed, digits take the country's format.
 */
export function PhoneField({ label, country, value, error, onCountry, onChange, onFocus, onBlur }: PhoneFieldProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const choices = useCountryChoices(locale);
  const prefix = lockedPrefix(country);
  const shown = value || prefix;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atPrefix = (input.selectionStart ?? 0) <= prefix.length && input.selectionStart === input.selectionEnd;
    // The prefix is locked: '+' is never typed, and Backspace does not reach into it.
    if (event.key === '+' || (event.key === 'Backspace' && atPrefix)) event.preventDefault();
  };
  return (
    <FieldFrame id={id} label={label} hint={t('form.phone.example', { example: isolate(prefix + country.example) })} error={error}>
      {(describedBy) => (
        <div className="phone">
          <DropdownControl
            className="phone__country"
            choices={choices}
            value={country.code}
            placeholder={country.code}
            shownAs={(choice) => choice.value}
            ariaLabel={`${country.code} ${t('form.phone.country', { country: countryName(locale, country.code) })}`}
            onChange={onCountry}
          />
          <input
            id={id}
            className="field__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            value={shown}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy}
            onKeyDown={onKeyDown}
            onChange={(event) => onChange(typePhone(country, event.currentTarget.value))}
            onFocus={onFocus}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldFrame>
  );
}
