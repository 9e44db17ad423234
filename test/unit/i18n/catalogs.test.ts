import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogUrl, loadCatalogs } from '../../../src/i18n/catalogs';
import { createTranslator } from '../../../src/i18n/translator';

const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessage(v)]));

const EN = compiled({ hello: 'Hello', only: 'Only in English', count: '{count, plural, one {# method} other {# methods}}' });
const RU = compiled({ hello: 'Привет', count: '{count, plural, one {# способ} few {# способа} many {# способов} other {# способа}}' });

function serve(files: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url in files ? new Response(JSON.stringify(files[url])) : new Response('missing', { status: 404 }))),
  );
}

describe('catalog URLs (spec §7)', () => {
  it('carry the hash when the build map has one, and none otherwise', () => {
    expect(catalogUrl('/cashier/static/', 'ru', { ru: 'abc123' })).toBe('/cashier/static/locales/ru.abc123.json');
    expect(catalogUrl('/cashier/static', 'de', {})).toBe('/cashier/static/locales/de.json');
  });
});

describe('loading catalogs with fallback to English', () => {
  afterEach(() => vi.unstubAllGlobals());
  const signal = new AbortController().signal;

  it('loads the locale and English together', async () => {
    serve({ '/s/locales/ru.json': RU, '/s/locales/en.json': EN });
    const onError = vi.fn();
    const loaded = await loadCatalogs('/s/', 'ru', signal, onError);
    expect(loaded.locale).toBe('ru');
    expect(onError).not.toHaveBeenCalled();
  });

  it('falls back to English when the locale file fails, with the spec error', async () => {
    serve({ '/s/locales/en.json': EN });
    const onError = vi.fn();
    const loaded = await loadCatalogs('/s/', 'de', signal, onError);
    expect(loaded.locale).toBe('en');
    expect(onError).toHaveBeenCalledWith('Locale receiving error de');
  });

  it('goes to English without a request for a locale the build has no catalog for', async () => {
    serve({ '/s/locales/en.h1.json': EN });
    const onError = vi.fn();
    const loaded = await loadCatalogs('/s/', 'ta', signal, onError, { en: 'h1', ru: 'h2' });
    expect(loaded.locale).toBe('en');
    expect(onError).toHaveBeenCalledWith('Locale receiving error ta');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/s/locales/en.h1.json']);
  });

  it('fails when English fails too', async () => {
    serve({});
    await expect(loadCatalogs('/s/', 'de', signal, vi.fn())).rejects.toThrow('Failed to load fallback english locale');
  });

  it('rejects a file that is not a catalog object', async () => {
    serve({ '/s/locales/ru.json': ['not', 'an', 'object'], '/s/locales/en.json': EN });
    const onError = vi.fn();
    expect((await loadCatalogs('/s/', 'ru', signal, onError)).locale).toBe('en');
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('the translator', () => {
  it('formats ICU plurals for the locale', () => {
    const t = createTranslator({ locale: 'ru', own: RU, fallback: EN }, vi.fn());
    expect(t.t('count', { count: 1 })).toBe('1 способ');
    expect(t.t('count', { count: 3 })).toBe('3 способа');
    expect(t.t('count', { count: 5 })).toBe('5 способов');
  });

  it('shows a missing key in English and reports it once per key', () => {
    const onMissing = vi.fn();
    const t = createTranslator({ locale: 'ru', own: RU, fallback: EN }, onMissing);
    expect(t.t('only')).toBe('Only in English');
    expect(t.t('only')).toBe('Only in English');
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('Missing translation for ru: only', 'ru', 'only');
    t.t('absent.everywhere');
    expect(onMissing).toHaveBeenCalledTimes(2);
  });

  it('knows which keys exist, for the error mapping', () => {
    const t = createTranslator({ locale: 'ru', own: RU, fallback: EN }, vi.fn());
    expect(t.has('only')).toBe(true);
    expect(t.has('httpCodes.999')).toBe(false);
  });
});
