import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/**
 * The interface's one icon family: 24×24, 2 px strokes with round ends, drawn in the text's
 * colour (`currentColor`) and sized by the `.icon` rule. Every icon is decoration beside a
 * text or a name, so it is hidden from assistive technology and never takes the focus.
 * The first screen's icons are here; those only later pages draw are in pageIcons.tsx, so
 * that they ship with those pages (esbuild splits by module, not by export).
 */
export function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Svg>
);

/** Points back: left, and right on a right-to-left page (`.icon--directional`). */
export const BackIcon = ({ className }: IconProps) => (
  <Svg className={className ? `icon--directional ${className}` : 'icon--directional'}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6m0 4h.01" />
  </Svg>
);

/** A spinning arc on a faint ring; the `.spinner` rule turns it. */
export const Spinner = ({ className }: IconProps) => (
  <Svg className={className ? `spinner ${className}` : 'spinner'}>
    <circle className="spinner__track" cx="12" cy="12" r="9" />
    <path d="M12 3a9 9 0 0 1 9 9" />
  </Svg>
);

export const HistoryIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
