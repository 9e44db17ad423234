import { Spinner } from './icons';

/** A list on its way: rows the shape of its entries, announced once as loading. */
export function ListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="skeleton-list" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton skeleton--entry" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A spinner that screen readers announce once, politely. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="loader" role="status">
      <Spinner className="loader__spinner" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
