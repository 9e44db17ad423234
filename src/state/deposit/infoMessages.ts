import type { PaymentMethod } from '../../contract/methods';

/** Spec §9: the information messages start 3 s into the wait and change every 6 s. */
export const INFO_MESSAGES_DELAY_MS = 3000;
export const INFO_MESSAGES_INTERVAL_MS = 6000;

/**
 * Spec §9 names experiment groups a, b and c for these messages and not their texts; each group
 * gets its own set here, chosen by the host's experiment of this key (group a without one).
 */
export const INFO_MESSAGES_EXPERIMENT = 'info_messages';
export type InfoMessageGroup = 'a' | 'b' | 'c';
export const INFO_MESSAGE_SETS: Readonly<Record<InfoMessageGroup, readonly string[]>> = {
  a: ['deposit.info.a.secure', 'deposit.info.a.window', 'deposit.info.a.wait'],
  b: ['deposit.info.b.provider', 'deposit.info.b.keepOpen', 'deposit.info.b.popup'],
  c: ['deposit.info.c.fast', 'deposit.info.c.support'],
};

export function infoMessageGroup(experiments: readonly { key: string; group: string }[]): InfoMessageGroup {
  const group = experiments.find((experiment) => experiment.key === INFO_MESSAGES_EXPERIMENT)?.group.toLowerCase();
  return group === 'b' || group === 'c' ? group : 'a';
}

/** Which message shows this long into the wait: none for the first 3 s, then the next every 6 s, round. */
export function infoMessageIndex(elapsedMs: number, count: number): number | null {
  if (count === 0 || elapsedMs < INFO_MESSAGES_DELAY_MS) return null;
  return Math.floor((elapsedMs - INFO_MESSAGES_DELAY_MS) / INFO_MESSAGES_INTERVAL_MS) % count;
}

/** How long until the message changes next, for a timer that wakes only when it must. */
export function nextInfoChangeIn(elapsedMs: number): number {
  if (elapsedMs < INFO_MESSAGES_DELAY_MS) return INFO_MESSAGES_DELAY_MS - elapsedMs;
  return INFO_MESSAGES_INTERVAL_MS - ((elapsedMs - INFO_MESSAGES_DELAY_MS) % INFO_MESSAGES_INTERVAL_MS);
}

/** The suffix of a guide made for the redesign platform (`en_mx_redesign` beside `en_mx`). */
const REDESIGN_SUFFIX = '_redesign';

/**
 * Spec §3 video_guide_url is given per language and country (`{lang}_{country}`), with its
 * redesign variant: `{lang}_{country}`, then the language, then English for the country, then
 * English; for a host of the redesign platform, each with its `_redesign` variant first.
 */
export function videoGuideUrl(method: Pick<PaymentMethod, 'video_guide_url'>, locale: string, country: string, platformVersion = 'redesign'): string | null {
  const urls = method.video_guide_url;
  if (!urls) return null;
  const lang = locale.split('-')[0]!.toLowerCase();
  const region = country.toLowerCase();
  const redesign = platformVersion === 'redesign';
  for (const key of [`${lang}_${region}`, lang, `en_${region}`, 'en']) {
    const url = (redesign ? urls[key + REDESIGN_SUFFIX] : undefined) ?? urls[key];
    if (url) return url;
  }
  return null;
}
