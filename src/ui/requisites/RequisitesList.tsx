import { useId } from 'react';
import { CopyButton } from '../copy/CopyButton';
import { ShareButton } from '../ShareButton';
import { type Translate, useT } from '../context';
import { cardNumberDigits, groupCardNumber } from './groupCardNumber';
import { isCardRequisite, type Requisite, requisiteLabel } from './requisiteLabel';
import { valueDirection } from './valueDirection';

export type { Requisite } from './requisiteLabel';

export interface RequisitesListProps {
  requisites: readonly Requisite[];
  /**
   * The heading above the list: 'Payment details' when not given, none when false (the page
   * already names it).
   */
  heading?: string | false;
  className?: string;
  /**
   * A Share button below the list: `true` shares the rows as "label: value" lines (an
   * invoice's details), a string shares that text instead.
   */
  share?: true | string;
}

/**
 * The details the player pays to, as a definition list: label, value (a card number grouped by
 * four), and a copy button for the ones the server marks copyable. Server values are text, never
 * markup. A requisite without a value is left out.
 */
export function RequisitesList({ requisites, heading, className, share }: RequisitesListProps) {
  const t = useT();
  const headingId = useId();
  const shown = requisites.filter((requisite) => requisite.drawn !== undefined || (typeof requisite.value === 'string' && requisite.value.trim() !== ''));
  if (shown.length === 0) return null;
  const title = heading === false ? null : (heading ?? t('requisites.title'));
  return (
    <section className={['requisites', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h3 className="requisites__title" id={headingId}>
          {title}
        </h3>
      ) : null}
      <dl className="requisites__list">
        {shown.map((requisite, index) => {
          const label = requisiteLabel(requisite, t);
          const card = isCardRequisite(requisite);
          const value = card ? groupCardNumber(requisite.value) : requisite.value;
          return (
            <div className="requisites__row" key={`${requisite.name}-${index}`}>
              <dt className="requisites__label">{label}</dt>
              <dd className="requisites__value">
                {requisite.drawn ?? (
                  <>
                    <bdi className={isLongCode(value) ? 'requisites__text requisites__text--code' : 'requisites__text'} dir={valueDirection(value)}>
                      {value}
                    </bdi>
                    {requisite.isCopyable ? <CopyButton text={card ? cardNumberDigits(requisite.value) : requisite.value.trim()} label={label} /> : null}
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {share ? <ShareButton text={share === true ? shareText(shown, t) : share} /> : null}
    </section>
  );
}

/** A value to paste rather than read: long, without spaces (a Pix code, an address). */
export const isLongCode = (value: string): boolean => value.length >= 32 && !/\s/.test(value);

/** The rows as text to share, one "label: value" a line; a row drawn as an image (a sealed card) has no text to share. */
function shareText(rows: readonly Requisite[], t: Translate): string {
  return rows
    .filter((row) => typeof row.value === 'string' && row.value.trim() !== '')
    .map((row) => `${requisiteLabel(row, t)}: ${isCardRequisite(row) ? groupCardNumber(row.value) : row.value.trim()}`)
    .join('\n');
}
