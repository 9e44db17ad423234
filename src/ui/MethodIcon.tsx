import { useSnapshot } from 'valtio';
import { useCashier } from './context';
import { iconFailed } from '../state/actions/icons';

/**
 * A payment method's logo from `{static-base}icons/methods/{id}.svg` in a 40×28 tile. With no id,
 * or when the image cannot be shown (404, network, a broken SVG), a generic wallet glyph takes its
 * place. `label` names the method where the icon is all that names it (a group's icons); without
 * it the icon is decorative, the method's name being beside it.
 */
export function MethodIcon({ id, label }: { id: string | undefined; label?: string }) {
  const cashier = useCashier();
  const { deployment, store } = cashier;
  // Icons that could not be shown are this cashier's to remember: drawn as the glyph at once next time, logged once.
  const { failedIcons } = useSnapshot(store);
  const src = id ? `${deployment.staticBase}icons/methods/${encodeURIComponent(id)}.svg` : '';
  if (src && !failedIcons.includes(src)) {
    return (
      <img
        className="method-icon"
        src={src}
        alt={label ?? ''}
        width={40}
        height={28}
        loading="lazy"
        decoding="async"
        onError={() => {
          if (iconFailed(cashier, src)) console.warn('[payment-cashier] Unable to fetch icon', src);
        }}
      />
    );
  }
  return (
    <svg
      className="method-icon method-icon--glyph"
      viewBox="0 0 40 28"
      width={40}
      height={28}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        d="M14 8.5h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2ZM28 12h-3.5a2 2 0 0 0 0 4H28M14 8.5l8.5-2.5a1.2 1.2 0 0 1 1.5 1.2v1.3"
      />
    </svg>
  );
}
