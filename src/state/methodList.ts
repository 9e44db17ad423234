import { BadgeType, type PaymentGroup, type PaymentMethod } from '../contract/methods';

/** Spec §2: a list or dropdown gets a search box when it has more than this many items. */
export const SEARCH_THRESHOLD = 5;
/** Spec §2: groups show up to 3 icons. */
export const GROUP_ICON_LIMIT = 3;

export type ListEntry = { kind: 'group'; group: PaymentGroup } | { kind: 'method'; method: PaymentMethod };

/**
 * Server text in the player's language: the exact locale, then its language, then English,
 * then whatever the server sent first.
 */
export function localizedText(text: Readonly<Record<string, string>>, locale: string): string {
  const language = locale.split('-')[0]!;
  return text[locale] ?? text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}

/** Groups and ungrouped methods together, ordered by position; a group's methods by theirs. */
export function listEntries(groups: readonly PaymentGroup[], methods: readonly PaymentMethod[]): ListEntry[] {
  const entries: ListEntry[] = [
    ...groups
      .filter((group) => group.paymentMethods.length > 0)
      .map((group) => ({
        kind: 'group' as const,
        group: { ...group, paymentMethods: [...group.paymentMethods].sort((a, b) => a.position - b.position) },
      })),
    ...methods.map((method) => ({ kind: 'method' as const, method })),
  ];
  return entries.sort((a, b) => positionOf(a) - positionOf(b));
}

const positionOf = (entry: ListEntry) => (entry.kind === 'group' ? entry.group.position : entry.method.position);

export const entryText = (entry: ListEntry, locale: string): string =>
  entry.kind === 'group' ? localizedText(entry.group.label, locale) : localizedText(entry.method.text, locale);

/**
 * Spec §2 search: the method text in the player's language, falling back to English,
 * case-insensitive. A group matches by its label or by any of its methods.
 */
export function filterEntries(entries: readonly ListEntry[], query: string, locale: string): ListEntry[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [...entries];
  const matches = (text: string) => text.toLocaleLowerCase(locale).includes(needle);
  return entries.filter((entry) =>
    entry.kind === 'method'
      ? matches(localizedText(entry.method.text, locale))
      : matches(localizedText(entry.group.label, locale)) ||
        entry.group.paymentMethods.some((m) => matches(localizedText(m.text, locale))),
  );
}

/** The icons a group shows: the first icon of each of its first methods, at most three, no repeats. */
export function groupIcons(group: PaymentGroup): string[] {
  const icons: string[] = [];
  for (const method of group.paymentMethods) {
    const icon = method.iconIds[0];
    if (icon && !icons.includes(icon)) icons.push(icon);
    if (icons.length === GROUP_ICON_LIMIT) break;
  }
  return icons;
}

export const BADGES = ['brand', 'exclusive', 'popular'] as const;
export type Badge = (typeof BADGES)[number];

export function badgesOf(method: Pick<PaymentMethod, 'badgeType' | 'isPopular'>): Badge[] {
  const badges: Badge[] = [];
  if (method.badgeType === BadgeType.brand) badges.push('brand');
  if (method.badgeType === BadgeType.exclusive) badges.push('exclusive');
  if (method.isPopular) badges.push('popular');
  return badges;
}
