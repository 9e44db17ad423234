/** A country's name in the player's language (the list's region row; the region page). */
const regionNames = new Map<string, Intl.DisplayNames>();
function regionNamesFor(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names;
}

/** The country's name in the player's language, from Intl, else the code. */
export function countryName(locale: string, code: string): string {
  try {
    return regionNamesFor(locale).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
