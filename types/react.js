// Types only: `payment-cashier/react` adds <payment-cashier> to React 19 JSX (types/react.d.ts).
export {};
