// The baseline for `npm run bench`: a bare React 19 page that fetches the same methods from the
// sandbox and renders the same list, with nothing else (no element, no i18n, no socket).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Entry { name: string; label?: Record<string, string>; text?: Record<string, string>; position: number }

const api = new URLSearchParams(location.search).get('api') ?? '';

function List() {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  useEffect(() => {
    fetch(`${api}/api/banking/methods-payment-v5`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'bench' },
      body: JSON.stringify({ country: 'MX', currency: { code: 'MXN', type: 'fiat' } }),
    })
      .then((r) => r.json())
      .then((data: { paymentGroups: Entry[]; paymentMethods: Entry[] }) =>
        setEntries([...data.paymentGroups, ...data.paymentMethods].sort((a, b) => a.position - b.position)),
      );
  }, []);
  useEffect(() => {
    if (entries) document.dispatchEvent(new CustomEvent('bench-interactive'));
  }, [entries]);
  if (!entries) return <p>Loading</p>;
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.name}>
          <button type="button">{(e.label ?? e.text)?.en}</button>
        </li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')!).render(<List />);
