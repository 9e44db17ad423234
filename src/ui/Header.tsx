import { useT } from './context';

interface HeaderProps {
  title: string;
  onBack?: () => void;
  onClose?: () => void;
}

/** Spec §2 Header: a title on pages without a back route, otherwise Back; Close when allowed. */
export function Header({ title, onBack, onClose }: HeaderProps) {
  const t = useT();
  return (
    <header className="header" part="header">
      {onBack ? (
        <button type="button" className="header__back" onClick={onBack}>
          <span className="header__chevron" aria-hidden="true" />
          {t('header.back')}
        </button>
      ) : null}
      <h2 className={onBack ? 'visually-hidden' : 'header__title'} part="title">{title}</h2>
      {onClose ? (
        <button type="button" className="header__close" onClick={onClose} aria-label={t('header.close')}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </header>
  );
}
