/** A spinner that screen readers announce once, politely. */
export function Loader({ label }: { label: string }) {
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
