import { useCashier } from './context';

/** A payment method's logo, from `{static-base}icons/methods/{id}.svg`; decorative, the name is beside it. */
export function MethodIcon({ id }: { id: string }) {
  const { deployment } = useCashier();
  const safeId = encodeURIComponent(id);
  return (
    <img
      className="method-icon"
      src={`${deployment.staticBase}icons/methods/${safeId}.svg`}
      alt=""
      width={40}
      height={28}
      loading="lazy"
      decoding="async"
    />
  );
}
