import type { Cashier } from '../state/cashier';
import { applyProps } from './applyProps';
import { connectHost, handshakeSourceFor } from './connectHost';
import { createElementCashier } from './createElementCashier';
import { type ElementProps, propsFromMarkup } from './props';

/** What an element owns from connect to disconnect: its cashier, listening to the host, and the session that runs. */
export interface ElementSession {
  cashier: Cashier;
  disconnectHost(): void;
  /** The session key and the attribute errors already reported (applyProps keeps them). */
  running: { key: string | null; reportedErrors: Set<string> };
}

/** A cashier for `element`, reading its props through `props`, listening to its host. */
export function startSession(element: HTMLElement, props: () => ElementProps): ElementSession {
  const cashier = createElementCashier(element, props);
  const disconnectHost = connectHost(cashier, window, () => handshakeSourceFor(!!props().token, window));
  return { cashier, disconnectHost, running: { key: null, reportedErrors: new Set() } };
}

const started = new WeakMap<Element, { session: ElementSession; readFrom(props: () => ElementProps): void }>();

/**
 * Starts the session of every cashier already in the page's markup, as its connection would, from
 * the props it has there: called before the element's class and its view (React DOM) are evaluated,
 * so that the language, the transport and the list are asked for while they are. The element takes
 * its session when it upgrades, in the same task (takeStartedSession), and runs it on.
 */
export function startSessionsInMarkup(doc: Document, tagName: string): void {
  if (customElements.get(tagName)) return;
  for (const element of doc.querySelectorAll(tagName)) {
    const markup = propsFromMarkup(element);
    let props = () => markup;
    const session = startSession(element as HTMLElement, () => props());
    applyProps(session.cashier, markup, session.running);
    started.set(element, { session, readFrom: (own) => (props = own) });
  }
}

/** The session started for `element` from its markup, if any, from now on reading the element's own props. */
export function takeStartedSession(element: Element, props: () => ElementProps): ElementSession | undefined {
  const found = started.get(element);
  if (!found) return undefined;
  started.delete(element);
  found.readFrom(props);
  return found.session;
}
