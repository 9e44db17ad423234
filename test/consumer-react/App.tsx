// An operator's React 19 app against the package's types alone (compiled by consumer.test.ts).
import 'payment-cashier';
import 'payment-cashier/react';
import { useState } from 'react';

export function Cashier({ token }: { token: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <payment-cashier
      token={token}
      apiUrl="https://pay.example.com"
      initialPath="/withdrawal"
      user={{ paymentGeo: 'BR', currency: 'BRL', lang: 'pt' }}
      experiments={[{ key: 'bonus', group: 'group_b' }]}
      oncashier-close={() => setOpen(false)}
      oncashier-create-transaction={(event) => {
        const amount: string = event.detail.amount;
        console.log(amount);
      }}
      style={{ display: 'block' }}
    />
  );
}
