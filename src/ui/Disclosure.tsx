import { type ReactNode, useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from './pageIcons';

interface DisclosureProps {
  label: string;
  /** Opens it each time this becomes a new value (something inside must be seen, such as an error); null asks nothing. */
  reveal?: number | null;
  children: ReactNode;
}

/** A button that shows and hides what follows it (the WAI-ARIA disclosure pattern); closed at first. */
export function Disclosure({ label, reveal = null, children }: DisclosureProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (reveal !== null) setOpen(true);
  }, [reveal]);
  return (
    <div className="disclosure">
      <button type="button" className="disclosure__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span>{label}</span>
        <ChevronDownIcon className="disclosure__chevron" />
      </button>
      <div id={id} className="disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
