import type { ReactNode } from 'react';
import { resolveSafeLink } from '../security/safeLink';

interface SafeExternalLinkProps {
  href: string;
  /** What a relative link is relative to: the backend that sent it (itself relative to the page). */
  base: string;
  className?: string;
  children: ReactNode;
}

/** A link from the server, opened in a new tab without opener; an unsafe one is not drawn at all. */
export function SafeExternalLink({ href, base, className, children }: SafeExternalLinkProps) {
  const resolved = resolveSafeLink(href, base);
  if (!resolved) return null;
  return (
    <a className={className} href={resolved} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
