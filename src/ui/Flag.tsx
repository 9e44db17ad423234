import { useSnapshot } from 'valtio';
import { iconFailed } from '../state/actions/icons';
import { useCashier } from './context';

/**
 * A country's flag from `{static-base}icons/flags/{cc}.svg`, loaded lazily; the country's letters
 * where it cannot be shown (none served, offline). Decorative: the country's name is beside it.
 */
export function Flag({ code }: { code: string }) {
  const cashier = useCashier();
  const { failedIcons } = useSnapshot(cashier.store);
  const src = `${cashier.deployment.staticBase}icons/flags/${encodeURIComponent(code.toLowerCase())}.svg`;
  if (failedIcons.includes(src)) {
    return (
      <span className="flag" aria-hidden="true">
        {code}
      </span>
    );
  }
  return <img className="flag flag--image" src={src} alt="" width={22} height={22} loading="lazy" decoding="async" onError={() => iconFailed(cashier, src)} />;
}
