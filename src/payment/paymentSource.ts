import { isSafeLink } from '../security/safeLink';

/** Where the player pays: a URL, or a form the provider wants POSTed (spec §7 "hidden HTML form"). */
export type PaymentSource = string | { action: string; fields: Record<string, string> };

/**
 * POSTs the provider's form into the named window (or this tab with `_self`). Field names and
 * values are set as DOM properties, never as HTML, so server text cannot become markup.
 */
export function submitHiddenForm(doc: Document, source: { action: string; fields: Record<string, string> }, target: string): boolean {
  if (!isSafeLink(source.action)) return false;
  const form = doc.createElement('form');
  // Attributes and the prototype's submit: a provider field named `action`, `target` or `submit`
  // shadows the form's own properties of that name.
  form.setAttribute('method', 'POST');
  form.setAttribute('action', source.action);
  form.setAttribute('target', target);
  form.hidden = true;
  for (const [name, value] of Object.entries(source.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  HTMLFormElement.prototype.submit.call(form);
  form.remove();
  return true;
}

/** When the browser blocked the window: the same payment in this tab, at the player's request. */
export function redirectHere(source: PaymentSource, win: Window = window): boolean {
  if (typeof source === 'string') {
    if (!isSafeLink(source)) return false;
    win.location.assign(source);
    return true;
  }
  return submitHiddenForm(win.document, source, '_self');
}
