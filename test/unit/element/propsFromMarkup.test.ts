import { describe, expect, it } from 'vitest';
import '../../../src/element/index';
import { type ElementProps, OBJECT_PROPS, propsFromMarkup, SCALAR_PROPS } from '../../../src/element/props';
import { R2WC_PROPS, type R2wcElement } from '../../../src/element/r2wcInternals';

// A cashier in the page's markup starts its session from the props it has there, before the
// element's class is defined (src/element/startedSessions.ts); the element then runs that session
// on only if it reads the same props. So the markup's reading must be the element's own: the same
// attributes, properties set before the upgrade, and the same errors.

const PROP_NAMES = [...Object.keys(SCALAR_PROPS), ...OBJECT_PROPS, 'sender', 'attributeErrors'] as const;

/** The props an upgraded element has, with what it adds itself (the cashier) left out. */
function elementProps(attributes: Record<string, string>, properties: Record<string, unknown> = {}): ElementProps {
  const element = document.createElement('payment-cashier') as unknown as R2wcElement;
  for (const [name, value] of Object.entries(properties)) (element as unknown as Record<string, unknown>)[name] = value;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const props = element[R2WC_PROPS];
  return Object.fromEntries(PROP_NAMES.filter((name) => props[name] !== undefined).map((name) => [name, props[name]])) as ElementProps;
}

/** The same element as markup the script has not upgraded yet: attributes, and properties a page set on it first. */
function markupProps(attributes: Record<string, string>, properties: Record<string, unknown> = {}): ElementProps {
  const element = document.createElement('payment-cashier-not-yet');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, properties);
  return propsFromMarkup(element);
}

describe('the props of a cashier in the markup, before the element is defined', () => {
  it.each([
    ['strings and kebab-case names', { token: 'T-1', 'api-url': 'https://api.example', 'x-origin': 'https://host.example', 'initial-path': '/withdraw' }],
    ['booleans written true and false', { pwa: 'true', 'is-mobile-app': 'false', 'closing-button': 'false', 'device-back': 'true' }],
    ['booleans written otherwise', { pwa: '1', 'is-mobile-app': 'yes', 'closing-button': 'no', 'device-back': 'TRUE', 'locale-query': '0' }],
    ['an empty attribute, which is no value', { token: '', pwa: '', locale: '' }],
    ['object fields as JSON', { user: '{"paymentGeo":"MX","currency":"MXN","lang":"es"}', 'bonus-list': '[{"id":1}]', captcha: '{"recaptchaSiteKey":"k"}' }],
    ['JSON that does not parse, reported as the element reports it', { user: '{"paymentGeo":', assets: 'nope' }],
  ])('reads %s as the element does', (_name, attributes) => {
    expect(markupProps(attributes)).toEqual(elementProps(attributes));
  });

  it('reads properties a page set before the script came, as the element moves them through its accessors', () => {
    const sender = () => {};
    const properties = { token: 'from-a-property', pwa: true, user: { paymentGeo: 'BR', currency: 'BRL' }, sender };
    expect(markupProps({ transport: 'http' }, properties)).toEqual(elementProps({ transport: 'http' }, properties));
  });

  it("takes an object field's attribute over the property set before it, as the element does", () => {
    const properties = { user: { paymentGeo: 'BR', currency: 'BRL' } };
    const attributes = { user: '{"paymentGeo":"MX","currency":"MXN"}' };
    expect(markupProps(attributes, properties)).toEqual(elementProps(attributes, properties));
    expect(markupProps(attributes, properties).user).toEqual({ paymentGeo: 'MX', currency: 'MXN' });
  });
});
