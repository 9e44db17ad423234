import type { ServerField } from '../../contract/methods';
import { SEARCH_THRESHOLD } from '../../state/methodList';
import { FIAT_LIST } from '../../i18n/currencyTable';
import { namer } from '../../i18n/format';
import { COUNTRIES } from '../phone/countries';

/** One option of a dropdown field: the value sent to the server and the text the player reads. */
export interface Choice {
  value: string;
  text: string;
  /** Shown beside the text, e.g. a country's dialling prefix. */
  detail?: string;
}

const DROPDOWN_TYPES = new Set(['dropdown', 'dropdown_country', 'dropdown_currency', 'networks']);

/** Spec §3: the field types the player picks from a list instead of typing. */
export const isDropdownField = (field: Pick<ServerField, 'type'>): boolean => DROPDOWN_TYPES.has(field.type);

/** Spec §2: a dropdown gets a search box when it has more than five items. */
export const needsSearch = (choices: readonly unknown[]): boolean => choices.length > SEARCH_THRESHOLD;

/**
 * The options of a dropdown field: the server's values, named in the player's language for
 * countries and currencies. A country field without values offers the whole country list.
 */
export function fieldChoices(field: Pick<ServerField, 'type' | 'values'>, locale: string): Choice[] {
  // A value listed twice is offered once (its first text): two options must never share a value.
  const values = (field.values ?? []).filter((item, index, all) => all.findIndex((other) => other.value === item.value) === index);
  switch (field.type) {
    case 'dropdown_country': {
      const codes = values.length ? values.map((item) => item.value) : COUNTRIES.map((country) => country.code);
      const name = namer(locale, 'region');
      return codes.map((code) => ({ value: code, text: name(code) })).sort(byText(locale));
    }
    case 'dropdown_currency': {
      const currencyName = namer(locale, 'currency');
      // Sent without values, the field offers the fiat list (spec §3), as a country field offers every country.
      const offered = values.length ? values : FIAT_LIST.map((code) => ({ value: code, text: code }));
      return offered.map((item) => {
        const name = currencyName(item.value);
        return { value: item.value, text: item.text || item.value, detail: name === item.value.toUpperCase() ? undefined : name };
      });
    }
    default:
      return values.map((item) => ({ value: item.value, text: item.text || item.value }));
  }
}

const byText = (locale: string) => {
  const collator = new Intl.Collator([locale, 'en']);
  return (a: Choice, b: Choice) => collator.compare(a.text, b.text);
};

/** Lower case without accents, so that `itau` finds `Itaú` and `bogota` finds `Bogotá`. */
const fold = (text: string, locale: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

/** Case- and accent-insensitive search on the text, the detail and the value, in the player's language. */
export function filterChoices(choices: readonly Choice[], query: string, locale: string): Choice[] {
  const needle = fold(query.trim(), locale);
  if (!needle) return [...choices];
  // Best matches first: the text starting with the query, then a word of it, then anywhere
  // (`ger` puts Germany before Algeria); the order within each rank is kept.
  const rank = (choice: Choice): number => {
    const text = fold(choice.text, locale);
    if (text.startsWith(needle)) return 0;
    if (text.split(/[\s(),.-]+/).some((word) => word.startsWith(needle))) return 1;
    return [text, fold(choice.detail ?? '', locale), fold(choice.value, locale)].some((field) => field.includes(needle)) ? 2 : 3;
  };
  return choices
    .map((choice) => ({ choice, rank: rank(choice) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.choice);
}

/** The index of the next choice (after the active one, wrapping) whose text starts with the letter. */
export function nextStartingWith(choices: readonly Choice[], active: number, letter: string, locale: string): number | null {
  const wanted = fold(letter, locale);
  for (let step = 1; step <= choices.length; step += 1) {
    const index = (active + step) % choices.length;
    if (fold(choices[index]!.text, locale).startsWith(wanted)) return index;
  }
  return null;
}
