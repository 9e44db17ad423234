import type { ReactNode } from 'react';

/**
 * A form of the cashier: the browser's own validation bubbles off (the fields say what is wrong in
 * the player's language), and a submit never reloads the page: it calls `onSubmit`.
 */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
