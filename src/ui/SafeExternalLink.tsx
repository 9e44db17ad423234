import type { ReactNode } from 'react';
import { type LinkUse, resolveSafeLink } from '../security/safeLink';

interface SafeExternalLinkProps {
  href: string;
  /** What a relative link is relative to: the backend that sent it (itself relative to the page). */
  base: string;
  className?: string;
  /** What the link is for (security/safeLink): a web page unless said otherwise. */
  use?: LinkUse;
  children: ReactNode;
}

/** A link from the server, opened in a new tab without opener; an unsafe one is not drawn at all. */
export function SafeExternalLink({ href, base, className, use, children }: SafeExternalLinkProps) {
  const resolved = resolveSafeLink(href, base, location.href, use);
  if (!resolved) return null;
  return (
    <a className={className} href={resolved} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
