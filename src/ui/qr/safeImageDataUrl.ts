/** The image types a server-drawn QR code may come as. */
const IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp', 'svg+xml'];

/** About 1.5 MB of image: far above any QR code, low enough that a bad answer cannot hog memory. */
export const MAX_QR_DATA_URL_CHARS = 2_000_000;

/**
 * The server's `qrDataURL` if it is a base64 image we are willing to draw in an `<img>`, else
 * null. An `<img>` never runs script, not even an SVG's, so an image type is enough; everything
 * else (`javascript:`, `data:text/html`, a remote URL that would leak the player's IP or be
 * refused by the CSP) is refused. Line breaks in the base64 are dropped, as some servers wrap it.
 * Under a CSP the page needs `img-src data:` for it, as the demo's strict page has.
 */
export function safeImageDataUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > MAX_QR_DATA_URL_CHARS) return null;
  const match = /^data:image\/([a-z+]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url);
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  const data = match[2]!.replace(/\s+/g, '');
  if (!IMAGE_TYPES.includes(type) || !/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  return `data:image/${type};base64,${data}`;
}
