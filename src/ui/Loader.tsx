import { Spinner } from './icons';

/** A spinner that screen readers announce once, politely. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="loader" role="status">
      <Spinner className="loader__spinner" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
