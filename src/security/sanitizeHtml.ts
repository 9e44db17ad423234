import DOMPurify from 'dompurify';
import { isSafeLink } from './safeLink';

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
    if (!isSafeLink(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'] });
}
