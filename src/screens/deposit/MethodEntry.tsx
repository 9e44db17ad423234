import type { ReactNode } from 'react';
import type { PaymentGroup, PaymentMethod } from '../../contract/methods';
import { badgesOf, groupIcons, localizedText } from '../../state/methodList';
import type { Translate } from '../../ui/context';
import { MethodIcon } from '../../ui/MethodIcon';

/**
 * A list's entries get the list's translate function and language from it rather than each
 * subscribing to the store: a list of 200 methods renders 200 of these.
 */
interface EntryText {
  t: Translate;
  locale: string;
}

/** `onPress`: the pointer went down on the entry, a click is likely to follow. */
interface EntryActions {
  onChoose: () => void;
  onPress?: () => void;
}

/** `mark`: a badge of the cashier's own before the method's (the player's last used). */
export function MethodButton({ method, onChoose, onPress, t, locale, mark }: { method: PaymentMethod; mark?: string } & EntryActions & EntryText) {
  const badges = badgesOf(method);
  return (
    <button type="button" className="entry entry--next" part="entry" onClick={onChoose} onPointerDown={onPress}>
      <span className="entry__icons">
        <MethodIcon id={method.iconIds[0]} />
      </span>
      <span className="entry__text">
        <span className="entry__name">{localizedText(method.text, locale)}</span>
        {badges.length || mark ? (
          <span className="entry__badges">
            {mark ? <span className="badge badge--mark">{mark}</span> : null}
            {badges.map((badge) => (
              <span key={badge} className={`badge badge--${badge}`}>
                {t(`badge.${badge}`)}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** Without a `count` the line for it stays, empty, until it is known (see DepositList). */
export function GroupButton({ group, onChoose, onPress, t, locale, count, extra }: { group: PaymentGroup; count?: number; extra?: ReactNode } & EntryActions & EntryText) {
  const icons = groupIcons(group);
  // The group's name says nothing of its methods: each logo names the method it stands for.
  const logo = (icon: string) => (
    <MethodIcon key={icon} id={icon} label={localizedText(group.paymentMethods.find((m) => m.iconIds[0] === icon)!.text, locale)} />
  );
  const [first, ...others] = icons;
  return (
    <button type="button" className="entry entry--group entry--next" part="entry" onClick={onChoose} onPointerDown={onPress}>
      <span className="entry__icons">{first ? logo(first) : <MethodIcon id={undefined} />}</span>
      <span className="entry__text">
        <span className="entry__name">{localizedText(group.label, locale)}</span>
        <span className="entry__count">{count === undefined ? '\u00a0' : t('group.methodsCount', { count })}</span>
        {extra}
      </span>
      {others.length ? <span className="entry__brands">{others.map(logo)}</span> : null}
    </button>
  );
}
