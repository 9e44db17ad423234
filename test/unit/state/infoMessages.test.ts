import { describe, expect, it } from 'vitest';
import {
  INFO_MESSAGE_SETS, infoMessageGroup, infoMessageIndex, nextInfoChangeIn, videoGuideUrl,
} from '../../../src/state/deposit/infoMessages';

describe('information messages (spec §9: 3 s delay, every 6 s, groups a, b, c)', () => {
  it('shows none for the first 3 s, then rotates every 6 s', () => {
    expect(infoMessageIndex(0, 3)).toBeNull();
    expect(infoMessageIndex(2999, 3)).toBeNull();
    expect(infoMessageIndex(3000, 3)).toBe(0);
    expect(infoMessageIndex(8999, 3)).toBe(0);
    expect(infoMessageIndex(9000, 3)).toBe(1);
    expect(infoMessageIndex(15000, 3)).toBe(2);
    expect(infoMessageIndex(21000, 3)).toBe(0);
    expect(infoMessageIndex(5000, 0)).toBeNull();
  });
  it('wakes exactly at the next change', () => {
    expect(nextInfoChangeIn(0)).toBe(3000);
    expect(nextInfoChangeIn(3000)).toBe(6000);
    expect(nextInfoChangeIn(4000)).toBe(5000);
    expect(nextInfoChangeIn(8999)).toBe(1);
  });
  it('picks the set by the experiment group, a by default', () => {
    expect(infoMessageGroup([])).toBe('a');
    expect(infoMessageGroup([{ key: 'info_messages', group: 'B' }])).toBe('b');
    expect(infoMessageGroup([{ key: 'info_messages', group: 'c' }])).toBe('c');
    expect(infoMessageGroup([{ key: 'info_messages', group: 'z' }])).toBe('a');
    expect(infoMessageGroup([{ key: 'other', group: 'b' }])).toBe('a');
    expect(new Set(Object.values(INFO_MESSAGE_SETS).map((keys) => keys.join()))).toHaveProperty('size', 3);
  });
});

describe('video guide url (per language and country)', () => {
  const method = { video_guide_url: { en: '/en', es: '/es', es_co: '/es-co', en_mx: '/en-mx' } };
  it('prefers language and country, then language, then English', () => {
    expect(videoGuideUrl(method, 'es-MX', 'CO')).toBe('/es-co');
    expect(videoGuideUrl(method, 'es', 'AR')).toBe('/es');
    expect(videoGuideUrl(method, 'ru', 'MX')).toBe('/en-mx');
    expect(videoGuideUrl(method, 'ru', 'RU')).toBe('/en');
    expect(videoGuideUrl({}, 'en', 'US')).toBeNull();
  });

  it("takes a key's redesign variant first for a host of the redesign platform, the plain one for another", () => {
    const both = { video_guide_url: { en: '/en', en_redesign: '/en-r', es_co: '/es-co', es_co_redesign: '/es-co-r', es: '/es' } };
    expect(videoGuideUrl(both, 'es', 'CO')).toBe('/es-co-r');
    expect(videoGuideUrl(both, 'es', 'CO', 'classic')).toBe('/es-co');
    expect(videoGuideUrl(both, 'es', 'AR')).toBe('/es');
    expect(videoGuideUrl(both, 'ru', 'RU')).toBe('/en-r');
    expect(videoGuideUrl(both, 'ru', 'RU', 'classic')).toBe('/en');
  });
});
