import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

// The one place the element reaches past r2wc's public API (its options: the props and their
// types). r2wc's `json` type throws on malformed JSON, where the element must report it
// (onInitError) and go on, and its `function` type looks a name up on `window`, where the sender
// is a function value; so the element adds its object fields, the sender and the cashier to the
// props r2wc hands React itself, and applies them to the session before each render. r2wc 2.x
// keeps both under registered symbols, which it does not document:
// test/unit/element/r2wcInternals.test.ts fails when an upgrade moves them.
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');

/** An r2wc element as the cashier's element extends it. */
export type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

/** r2wc's element class for `component`, typed with what the element uses of it. */
export function r2wcElementClass(component: ComponentType<never>, props: Readonly<Record<string, 'string' | 'boolean'>>) {
  return r2wc(component as never, { shadow: 'open', props: props as never }) as unknown as {
    new (): R2wcElement;
    readonly observedAttributes: string[];
    readonly prototype: R2wcElement;
  };
}
