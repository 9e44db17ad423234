import type { Cashier } from '../state/cashier';
import { forgetPlayer } from '../state/forgetPlayer';
import { applyProps } from './applyProps';
import { CashierRoot } from './CashierRoot';
import { startSession, takeStartedSession } from './startedSessions';
import { attributeOf, type ElementProps, OBJECT_PROPS, type ObjectProp, readJsonAttribute, SCALAR_PROPS } from './props';
import styles from '../styles/cashier.css';
import { sharedSheet } from '../styles/sheet';
import { R2WC_PROPS, R2WC_RENDER, r2wcElementClass, type R2wcElement } from './r2wcInternals';

const JSON_ATTRIBUTES = new Map<string, ObjectProp>(OBJECT_PROPS.map((prop) => [attributeOf(prop), prop]));

const stylesheet = sharedSheet(styles);

const Base = r2wcElementClass(CashierRoot, SCALAR_PROPS);

export class PaymentCashierElement extends Base {
  #cashier: Cashier | undefined;
  #disconnectHost: (() => void) | undefined;
  #session = { key: null as string | null, reportedErrors: new Set<string>() };

  /**
   * Removes what this browser keeps for the player (README "What the widget keeps in the
   * browser"): call it at logout. On the class, so that a page with the classic script reaches it
   * through `customElements.get('payment-cashier')`.
   */
  static forgetPlayer(userId?: string | number): void {
    forgetPlayer(userId);
  }

  static override get observedAttributes(): string[] {
    return [...Base.observedAttributes, ...JSON_ATTRIBUTES.keys()];
  }

  constructor() {
    super();
    this.shadowRoot!.adoptedStyleSheets = [stylesheet()];
    this.#upgradeProperties();
    for (const [attribute, prop] of JSON_ATTRIBUTES) {
      const value = this.getAttribute(attribute);
      if (value !== null) this.readJsonAttribute(attribute, prop, value);
    }
  }

  /**
   * The cashier lives from connect to disconnect. Host messages are listened to here, before React
   * renders, so that a parent's `loaded` sent right after the frame loads is never missed.
   */
  override connectedCallback(): void {
    if (!this.#cashier) {
      const props = () => this[R2WC_PROPS] as ElementProps;
      // In the page's markup before the script came, the element's session started then (startedSessions.ts).
      const started = takeStartedSession(this, props) ?? startSession(this, props);
      this.#cashier = started.cashier;
      this.#disconnectHost = started.disconnectHost;
      this.#session = started.running;
      this[R2WC_PROPS].cashier = started.cashier;
    }
    super.connectedCallback();
  }

  /** r2wc re-renders on every attribute or property change: the session follows them first. */
  override [R2WC_RENDER](): void {
    // Before connectedCallback there is no cashier yet, and nothing to render.
    if (!this.#cashier) return;
    applyProps(this.#cashier, this[R2WC_PROPS] as ElementProps, this.#session);
    Base.prototype[R2WC_RENDER].call(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#disconnectHost?.();
    this.#cashier?.destroy();
    this.#cashier = undefined;
    this.#disconnectHost = undefined;
    delete this[R2WC_PROPS].cashier;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    const prop = JSON_ATTRIBUTES.get(name);
    if (!prop) {
      Base.prototype.attributeChangedCallback.call(this, name, old, value);
      return;
    }
    if (value === null) this.setInternal(prop, undefined);
    else this.readJsonAttribute(name, prop, value);
  }

  /**
   * A property set before the script defined the element (an npm app, or a page that sets
   * `cashier.user` first) sits on the instance and hides our accessor: move it through the accessor.
   */
  #upgradeProperties(): void {
    for (const prop of [...Object.keys(SCALAR_PROPS), ...OBJECT_PROPS, 'sender']) {
      if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
      const value = (this as unknown as Record<string, unknown>)[prop];
      delete (this as unknown as Record<string, unknown>)[prop];
      (this as unknown as Record<string, unknown>)[prop] = value;
    }
  }

  private readJsonAttribute(attribute: string, prop: ObjectProp, text: string): void {
    const read = readJsonAttribute(attribute, text);
    if ('value' in read) return this.setInternal(prop, read.value);
    const errors = (this[R2WC_PROPS].attributeErrors as string[] | undefined) ?? [];
    if (!errors.includes(read.error)) this.setInternal('attributeErrors', [...errors, read.error]);
  }

  private setInternal(prop: string, value: unknown): void {
    this[R2WC_PROPS][prop] = value;
    if (this.isConnected) this[R2WC_RENDER]();
  }
}

for (const prop of [...OBJECT_PROPS, 'sender'] as const) {
  Object.defineProperty(PaymentCashierElement.prototype, prop, {
    configurable: true,
    enumerable: true,
    get(this: R2wcElement) {
      return this[R2WC_PROPS][prop];
    },
    set(this: PaymentCashierElement, value: unknown) {
      (this as unknown as { setInternal(p: string, v: unknown): void }).setInternal(prop, value);
    },
  });
}
