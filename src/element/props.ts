import type { HostSender } from '../host/channels';
import type { HandshakePayload } from '../host/handshake';
import { readMethodNames } from '../payment/externalRedirect';
import type { Deployment } from '../state/cashier';

/**
 * The scalar attributes (kebab-case) and their camelCase property twins (DESIGN §2).
 * r2wc turns `xOrigin` into `x-origin`, `isMobileApp` into `is-mobile-app`, and so on.
 * Booleans are written "true" / "false".
 */
export const SCALAR_PROPS = {
  token: 'string',
  userId: 'string',
  partnerKey: 'string',
  host: 'string',
  xOrigin: 'string',
  widgetViewType: 'string',
  transport: 'string',
  platformVersion: 'string',
  pwa: 'boolean',
  isMobileApp: 'boolean',
  closingButton: 'boolean',
  bonusId: 'string',
  geetestCaptchaId: 'string',
  locale: 'string',
  apiUrl: 'string',
  socketUrl: 'string',
  staticBase: 'string',
  product: 'string',
  metricsUrl: 'string',
  supportUrl: 'string',
  externalRedirectMethods: 'string',
  returnUrl: 'string',
  emptyHint: 'string',
  initialPath: 'string',
  deviceBack: 'boolean',
  localeQuery: 'boolean',
} as const;

/** A property's attribute: its name in kebab-case, as r2wc names it (`xOrigin` → `x-origin`). */
export const attributeOf = (prop: string): string => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Object fields: properties, and JSON attributes of the same kebab-case name. */
export const OBJECT_PROPS = ['user', 'bonusList', 'experiments', 'schema', 'assets', 'captcha'] as const;
export type ObjectProp = (typeof OBJECT_PROPS)[number];

type ScalarProp = keyof typeof SCALAR_PROPS;

/**
 * What the element hands the cashier: each scalar as its declared type, each object field as
 * given (the handshake validates it), and what the element adds itself. What each one means is
 * in reference.ts.
 */
export type ElementProps = { [K in ScalarProp]?: (typeof SCALAR_PROPS)[K] extends 'boolean' ? boolean : string } & {
  [K in ObjectProp]?: unknown;
} & {
  /** Package hosts: receives every host event as (type, payload), but the secret ones (openExtBrowser, onExternalRedirectEvent). */
  sender?: HostSender;
  /** JSON attributes that did not parse, reported once each as onInitError. */
  attributeErrors?: readonly string[];
};

/** A boolean attribute as r2wc reads it: "true" (or any value starting with t, y or 1–9) is true. */
export const readBoolean = (value: string): boolean => /^[ty1-9]/i.test(value);

/** A JSON attribute's value, or the reason it is none (reported once per session as onInitError). */
export function readJsonAttribute(attribute: string, text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `Attribute "${attribute}" is not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * The props an element in the page's markup has before its class is defined: its attributes read
 * as the element reads them (scalars as r2wc does, an empty one as none; object fields as JSON),
 * and any property a page set on it before the script came.
 */
export function propsFromMarkup(element: Element): ElementProps {
  const props: Record<string, unknown> = {};
  const own = (prop: string) => Object.prototype.hasOwnProperty.call(element, prop);
  for (const [prop, type] of Object.entries(SCALAR_PROPS)) {
    // A property set before the upgrade is written to its attribute by then, as r2wc writes it.
    const given = own(prop) ? (element as unknown as Record<string, unknown>)[prop] : undefined;
    const value = given === undefined ? element.getAttribute(attributeOf(prop)) : type === 'boolean' ? String(!!given) : `${given}`;
    if (value) props[prop] = type === 'boolean' ? readBoolean(value) : value;
  }
  for (const prop of [...OBJECT_PROPS, 'sender']) {
    if (own(prop)) props[prop] = (element as unknown as Record<string, unknown>)[prop];
  }
  // An object field's attribute, when it has one, is read after the property, as on an upgrade.
  const errors: string[] = [];
  for (const prop of OBJECT_PROPS) {
    const text = element.getAttribute(attributeOf(prop));
    if (text === null) continue;
    const read = readJsonAttribute(attributeOf(prop), text);
    if ('value' in read) props[prop] = read.value;
    else errors.push(read.error);
  }
  if (errors.length) props.attributeErrors = errors;
  return props as ElementProps;
}

export const DEFAULT_PRODUCT = 'cashier';

/** Deployment settings from attributes; the API, socket and static files default to this page's origin. */
export function deploymentFromProps(props: ElementProps, pageOrigin: string): Deployment {
  const product = props.product || DEFAULT_PRODUCT;
  const apiUrl = (props.apiUrl || '').replace(/\/+$/, '');
  const staticBase = props.staticBase || `/${product}/static/`;
  return {
    product,
    apiUrl,
    socketUrl: props.socketUrl || apiUrl || pageOrigin,
    staticBase: staticBase.endsWith('/') ? staticBase : `${staticBase}/`,
    metricsUrl: props.metricsUrl || '',
    supportUrl: props.supportUrl,
    externalRedirectMethods: readMethodNames(props.externalRedirectMethods),
    returnUrl: props.returnUrl || undefined,
    emptyHint: props.emptyHint?.trim() || undefined,
    captcha: props.captcha,
    initialPath: props.initialPath && props.initialPath.startsWith('/') ? props.initialPath : '/deposit',
  };
}

/**
 * The handshake the attributes and properties describe; validated later like any other source,
 * which keeps only the handshake's fields. An empty view type or transport means the default.
 */
export function handshakePayloadFromProps(props: ElementProps): Partial<Record<keyof HandshakePayload, unknown>> {
  return { ...props, widgetViewType: props.widgetViewType || undefined, transport: props.transport || undefined };
}
