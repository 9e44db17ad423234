import type { PaymentGroup, PaymentMethod } from '../../api/contract/methods';
import { badgesOf, groupIcons, localizedText } from '../../state/methodList';
import { useLocale, useT } from '../../ui/context';
import { MethodIcon } from '../../ui/MethodIcon';

export function MethodButton({ method, onChoose }: { method: PaymentMethod; onChoose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const badges = badgesOf(method);
  return (
    <button type="button" className="entry" part="entry" onClick={onChoose}>
      <span className="entry__icons">{method.iconIds[0] ? <MethodIcon id={method.iconIds[0]} /> : null}</span>
      <span className="entry__text">
        <span className="entry__name">{localizedText(method.text, locale)}</span>
        {badges.length ? (
          <span className="entry__badges">
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

export function GroupButton({ group, onChoose }: { group: PaymentGroup; onChoose: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <button type="button" className="entry entry--group" part="entry" onClick={onChoose}>
      <span className="entry__icons">
        {groupIcons(group).map((icon) => (
          <MethodIcon key={icon} id={icon} />
        ))}
      </span>
      <span className="entry__text">
        <span className="entry__name">{localizedText(group.label, locale)}</span>
        <span className="entry__count">{t('group.methodsCount', { count: group.paymentMethods.length })}</span>
      </span>
    </button>
  );
}
