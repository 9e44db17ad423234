import { useContext, useId } from 'react';
import type { PaymentMethod } from '../contract/methods';
import { formatAmount } from '../i18n/formatAmount';
import { useCashier, useLocale, useT } from '../ui/context';
import { FlowTableContext } from '../ui/flowTableContext';
import { type BonusData, bonusActivation, bonusKey, bonusTheme, bonusTitle, expiresAt, type MissingForBonus } from './bonusRules';
import { bonusTimeLeft } from './bonusTime';
import { BONUS_DETAILS_PATH } from './paths';
import { useBonuses } from './useBonuses';

/**
 * Spec §2, §4: the bonuses on offer as a carousel (radio cards that scroll sideways, swiped on touch,
 * moved through with the arrow keys), the switch between with and without a bonus, and what the
 * chosen bonus needs of this deposit. Shown only for the `bonus` experiment's group_b, when there are
 * bonuses. Without `method` (the deposit list) it offers the choice and says nothing of a deposit.
 */
export interface BonusOfferProps {
  method?: PaymentMethod;
  amount?: number | null;
  currency?: string;
}

export function BonusOffer({ method, amount, currency }: BonusOfferProps) {
  const t = useT();
  const id = useId();
  const { bonuses, active, enabled, choose, setEnabled, now } = useBonuses();
  const table = useContext(FlowTableContext);
  if (bonuses.length === 0) return null;
  const activation = method ? bonusActivation({ bonus: active, enabled, method, takesBonus: table?.takesBonus(method) ?? true, amount: amount ?? null }) : null;
  return (
    <section className="bonus" aria-labelledby={`${id}-title`}>
      <h3 className="field__label" id={`${id}-title`}>
        {t('bonus.carousel.label')}
      </h3>
      <div className="bonus-carousel" role="radiogroup" aria-labelledby={`${id}-title`}>
        {bonuses.map((bonus) => (
          <BonusCard key={bonusKey(bonus)} bonus={bonus} group={id} chosen={enabled && active === bonus} now={now} onChoose={() => choose(bonus)} />
        ))}
      </div>
      <label className="switch">
        <input type="checkbox" role="switch" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        <span>{t('bonus.toggle')}</span>
      </label>
      {activation ? (
        <p className="field__hint" role="status">
          {activation.activated ? t('bonus.activated') : <MissingText missing={activation.missing} currency={currency} />}
        </p>
      ) : null}
    </section>
  );
}

function MissingText({ missing, currency }: { missing: MissingForBonus; currency?: string }) {
  const t = useT();
  const locale = useLocale();
  if (missing === 'none' || missing === 'off') return t('bonus.off');
  if (missing === 'restricted') return t('bonus.missing.restricted');
  return t('bonus.missing.minDeposit', { amount: currency ? formatAmount(locale, missing.minDeposit, currency) : String(missing.minDeposit) });
}

function BonusCard({ bonus, group, chosen, now, onChoose }: { bonus: BonusData; group: string; chosen: boolean; now: number; onChoose: () => void }) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const end = expiresAt(bonus);
  const title = bonusTitle(bonus, t);
  return (
    <div className={`bonus-card bonus-card--${bonusTheme(bonus)}`} part="bonus">
      <label className="bonus-card__choice">
        <input type="radio" name={group} checked={chosen} onChange={onChoose} />
        <span className="bonus-card__title">{title}</span>
        {bonus.content?.subtitle ? <span className="bonus-card__subtitle">{bonus.content.subtitle}</span> : null}
        {end !== null ? <span className="bonus-card__ends">{t('bonus.endsIn', { time: bonusTimeLeft(end, now, locale) })}</span> : null}
      </label>
      <button type="button" className="bonus-card__details" onClick={() => cashier.nav.navigate(`${BONUS_DETAILS_PATH}?id=${encodeURIComponent(bonusKey(bonus))}`)}>
        {t('bonus.details')}
        <span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
}
