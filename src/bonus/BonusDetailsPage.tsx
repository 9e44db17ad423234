import { useSearch } from 'wouter';
import { formatDate } from '../i18n/format';
import { formatAmount } from '../i18n/formatAmount';
import { Page } from '../screens/Page';
import { useLocale, useT } from '../ui/context';
import { RequisitesList } from '../ui/requisites/RequisitesList';
import { type BonusData, bonusKey, bonusTitle, expiresAt } from './bonusRules';
import { useBonuses } from './useBonuses';

/**
 * Spec §2 "Bonus details": a deposit bonus's minimum deposit, maximum bonus and multipliers, or a
 * freespin's count, maximum win per spin, multipliers and games; and until when it can be taken.
 * A bonus no longer on offer (expired, or an old link) says so.
 */
export default function BonusDetailsPage() {
  const t = useT();
  const key = new URLSearchParams(useSearch()).get('id');
  const { bonuses } = useBonuses();
  const bonus = bonuses.find((b) => bonusKey(b) === key);
  return (
    <Page title={t('bonus.details.title')} heading={bonus ? bonusTitle(bonus, t) : t('bonus.details.title')}>
      {bonus ? <Terms bonus={bonus} /> : <p className="notice__text" role="status">{t('bonus.gone')}</p>}
    </Page>
  );
}

function Terms({ bonus }: { bonus: BonusData }) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number | undefined) => (value === undefined ? undefined : bonus.currency ? formatAmount(locale, value, bonus.currency) : String(value));
  const times = (value: number | undefined) => (value === undefined ? undefined : `×${value}`);
  const terms = bonus.type === 'freespin' ? bonus.freespinBonusData : bonus.depositBonusData;
  const end = expiresAt(bonus);
  const rows: [string, string | undefined][] = [
    ['type', t(`bonus.type.${bonus.type}`)],
    ['minDeposit', money(terms?.minDeposit)],
    ...(bonus.type === 'freespin'
      ? ([
          ['count', bonus.freespinBonusData?.count?.toString()],
          ['maxSpinWin', money(bonus.freespinBonusData?.maxSpinWin)],
        ] as [string, string | undefined][])
      : ([['maxBonus', money(bonus.depositBonusData?.maxBonusAmount)]] as [string, string | undefined][])),
    ['payout', times(terms?.payoutMultiplier)],
    ['wager', times(terms?.wagerMultiplier)],
    ['games', bonus.freespinBonusData?.gamesContent?.map((game) => game.nameEn).filter(Boolean).join(', ') || undefined],
    ['expires', end !== null ? formatDate(locale, end) : undefined],
  ];
  return (
    <>
      {bonus.content?.subtitle ? <p className="field__hint">{bonus.content.subtitle}</p> : null}
      <RequisitesList
        heading={false}
        requisites={rows.flatMap(([name, value]) => (value ? [{ name, title: t(`bonus.details.${name}`), value }] : []))}
      />
    </>
  );
}
