import DOMPurify from 'dompurify';
import { isSafeLink } from './safeLink';
import { cashierPolicy } from './trustedTypes';

/** The formatting server messages may keep; everything else (scripts, handlers, styles, frames) goes. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'a', 'span'];
const ALLOWED_ATTR = ['href'];

/**
 * Server text shown as HTML (spec §8: the snackbar's content is sanitised HTML). Links keep only
 * safe schemes and open in a new tab without an opener.
 */
export function sanitizeServerHtml(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (!isSafeLink(href, 'text')) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  // DOMPurify parses through the widget's Trusted Types policy, so a page that enforces them needs no other.
  const clean = purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], TRUSTED_TYPES_POLICY: cashierPolicy() as never });
  // Defence in depth: a DOM where DOMPurify misbehaves (seen with happy-dom) must not pass markup
  // through. Anything outside the allowed tags, or a handler, left in means plain text instead.
  return LEFTOVER_MARKUP.test(clean) ? escapeText(html.replace(/<[^>]*>/g, ' ')) : clean;
}

/** A tag that is not an allowed one, or an `on…=` handler inside a tag. */
const LEFTOVER_MARKUP = new RegExp(`<(?!/?(?:${ALLOWED_TAGS.join('|')})\\b)[a-z!/]|<[^>]*\\son[a-z]+\\s*=`, 'i');

const escapeText = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
