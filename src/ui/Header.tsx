import type { ReactNode } from 'react';
import { useT } from './context';
import { BackIcon, CloseIcon } from './icons';

interface HeaderProps {
  /** The page's title, as its heading; none when the page shows its own (a method's name). */
  title?: string;
  onBack?: () => void;
  onClose?: () => void;
  /** What the page offers beside Close (History). */
  extra?: ReactNode;
}

/** Spec §2 Header: a title on pages without a back route, otherwise Back; Close when allowed. */
export function Header({ title, onBack, onClose, extra }: HeaderProps) {
  const t = useT();
  return (
    <header className="header" part="header">
      {onBack ? (
        <button type="button" className="header__back" onClick={onBack}>
          <BackIcon />
          {t('header.back')}
        </button>
      ) : null}
      {title === undefined ? null : (
        <h2 className={onBack ? 'visually-hidden' : 'header__title'} part="title">
          {title}
        </h2>
      )}
      {extra}
      {onClose ? (
        <button type="button" className="header__close" onClick={onClose} aria-label={t('header.close')}>
          <CloseIcon />
        </button>
      ) : null}
    </header>
  );
}
