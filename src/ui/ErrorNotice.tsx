import { AlertIcon } from './icons';

/** An error a page is about: the alert icon, a title, what happened and, when there is one, what to try. */
export function ErrorNotice({ title, text, hint }: { title: string; text: string; hint?: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <AlertIcon className="notice__icon" />
      <p className="notice__title">{title}</p>
      <p className="notice__text">{text}</p>
      {hint ? <p className="notice__hint">{hint}</p> : null}
    </div>
  );
}
