import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

/**
 * What loses money when it is missed (coins on the wrong network, below the minimum, a transfer
 * from someone else's card): the warning colours and an icon, so that it never reads as one more
 * instruction. Read in its place, not announced: it is on the page from the start.
 */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="annotation annotation--warning">
      <AlertIcon className="annotation__icon" />
      <span>{children}</span>
    </p>
  );
}
