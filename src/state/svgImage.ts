/** An SVG image's text: an optional XML prolog and comments, then the svg element. */
const SVG_TEXT = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** More than an icon or a badge mark needs (a few hundred bytes): a larger file is not read to its end. */
export const MAX_SVG_IMAGE_BYTES = 32_768;

/**
 * Whether a file is an SVG image: its text starts as one, and it was not served as an HTML page
 * (a host that answers a missing file with its app's page and 200).
 */
export const isSvgImage = (text: string, contentType: string | null = null): boolean =>
  SVG_TEXT.test(text) && !/^\s*text\/html\b/i.test(contentType ?? '');
