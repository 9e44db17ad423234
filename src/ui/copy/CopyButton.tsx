import { useEffect, useRef, useState } from 'react';
import { useT } from '../context';
import { CopyIcon } from '../pageIcons';
import { copyText } from './copyText';

/** Spec §9: the 'Copied' tooltip shows for 3000 ms (a failure is shown as long). */
export const COPY_TOOLTIP_MS = 3000;

export interface CopyButtonProps {
  /** Exactly what lands on the clipboard (a card number as plain digits, say). */
  text: string;
  /** What is copied, for the button's name: 'Copy {label}'. */
  label: string;
  className?: string;
  /** Told whether the copy worked (for analytics or a flow's own feedback). */
  onCopy?: (copied: boolean) => void;
}

type Outcome = 'copied' | 'failed';

/**
 * A button that copies `text`, then says so in a small tooltip that is also a polite live
 * region, kept in the page while empty so that its first message is announced. If neither the
 * Clipboard API nor the fallback worked it says that, rather than claiming a copy.
 */
export function CopyButton({ text, label, className, onCopy }: CopyButtonProps) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = async () => {
    const copied = await copyText(text, button.current);
    if (!mounted.current) return;
    clearTimeout(timer.current);
    setOutcome(copied ? 'copied' : 'failed');
    timer.current = setTimeout(() => setOutcome(null), COPY_TOOLTIP_MS);
    onCopy?.(copied);
  };

  return (
    <span className={['copy', className ?? ''].filter(Boolean).join(' ')}>
      <button ref={button} type="button" className="copy__button" aria-label={t('copy.button', { label })} onClick={() => void copy()}>
        <CopyIcon />
      </button>
      <span className={`copy__tooltip${outcome === 'failed' ? ' copy__tooltip--failed' : ''}`} role="status">
        {outcome === 'copied' ? t('copy.copied') : outcome === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}
