import { describe, expect, it } from 'vitest';
import { chooseLocale, isRightToLeft, isSupportedLocale, reduceLocale } from '../../../src/i18n/locale';

describe('locale reduction (spec §3)', () => {
  it.each([
    ['hi-Latn-IN', 'hi-Latn-IN'],
    ['hi-latn-in', 'hi-Latn-IN'],
    ['hi-IN', 'hi-IN'],
    ['es-MX', 'es-MX'],
    ['es_mx', 'es-MX'],
    ['es-ES', 'es-ES'],
    ['es-AR', 'es'],
    ['en-US', 'en'],
    ['ru-RU', 'ru'],
    ['pt_BR', 'pt'],
    ['AR', 'ar'],
    [' fr ', 'fr'],
  ])('%s → %s', (input, expected) => expect(reduceLocale(input)).toBe(expected));

  it.each([[''], ['  '], ['e'], ['not a locale'], ['<script>'], [undefined]])('rejects %j', (input) => {
    expect(reduceLocale(input)).toBeUndefined();
  });
});

describe('locale choice (spec §7)', () => {
  it('prefers the query parameter, then the handshake, then the user lang, then English', () => {
    expect(chooseLocale({ query: 'ar', handshake: 'ru', userLang: 'de' })).toBe('ar');
    expect(chooseLocale({ query: null, handshake: 'ru-RU', userLang: 'de' })).toBe('ru');
    expect(chooseLocale({ userLang: 'de-DE' })).toBe('de');
    expect(chooseLocale({})).toBe('en');
  });
  it('skips a malformed source', () => {
    expect(chooseLocale({ query: '!!', handshake: undefined, userLang: 'tr' })).toBe('tr');
  });
  it('keeps an unknown language, so that its catalog fails and English is used with an error', () => {
    expect(chooseLocale({ handshake: 'xx' })).toBe('xx');
    expect(isSupportedLocale('xx')).toBe(false);
  });
});

describe('direction', () => {
  it('is right-to-left for Arabic and Urdu only', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('ur')).toBe(true);
    expect(isRightToLeft('ru')).toBe(false);
    expect(isRightToLeft('hi-Latn-IN')).toBe(false);
  });
});
