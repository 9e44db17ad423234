// The sandbox's static files (the widget under /{product}/static/, the demo, the examples): each
// file with its type, its cache rule and a validator, the payment window page as a deployment
// serves it, and the icons it draws. Only files inside the folder asked for are served.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { allowedFromEnv } from './cors';
import { SANDBOX_SLIDER_SCRIPT, WINDOW_PAGE_HEADERS, windowPageAs } from './windowPage';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
};

/** A JSON answer that no cache keeps (the API's, and a file's 404). */
export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** An icon for an <img> anywhere: no script, no outside fetch, cached for an hour; 404 when there is none. */
export function sendSvg(res: ServerResponse, svg: string | undefined) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (svg === undefined) return sendJson(res, 404, { message: 'Not found' });
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(svg);
}

/**
 * README's cache headers for a file of the static folder: the hashed files (chunks, hashed
 * catalogs) never change under their name; every other file keeps its name from release to release.
 */
export function cacheControlFor(file: string): string {
  return /\.[0-9a-f]{8,}\.json$|chunks\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Files under `dir` only: `..` and absolute tricks end at 404. Hashed files are cached for good;
 * the others are asked again each time, answered 304 when the browser's copy is still the file.
 */
export async function serveFile(res: ServerResponse, dir: string, relative: string, headers: Record<string, string> = {}, req?: IncomingMessage) {
  const path = normalize(join(dir, relative));
  // Inside the folder, not a sibling that starts with its name (`static-x`).
  if (path !== dir && !path.startsWith(dir + sep)) return sendJson(res, 404, { message: 'Not found' });
  let target = path;
  let etag: string;
  try {
    if ((await stat(target)).isDirectory()) target = join(target, 'index.html');
    const file = await stat(target);
    etag = `W/"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
  } catch {
    return sendJson(res, 404, { message: 'Not found' });
  }
  const type = TYPES[extname(target)] ?? 'application/octet-stream';
  const cache = cacheControlFor(target);
  if (req?.headers['if-none-match'] === etag) return void res.writeHead(304, { 'Cache-Control': cache, ETag: etag, ...headers }).end();
  // A file removed between the look and the read ends this answer, never the server.
  const stream = createReadStream(target);
  stream.once('error', () => (res.headersSent ? res.destroy() : sendJson(res, 404, { message: 'Not found' })));
  stream.once('open', () => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache, ETag: etag, ...headers });
    stream.pipe(res);
  });
}

export const WINDOW_PAGE = 'payment-window.html';

/**
 * The payment window page of `staticDir`, deployed as an operator would: its headers, the sandbox's
 * slider stand-in named in it, and the host pages on other origins listed (those its API answers by name).
 */
export async function serveWindowPage(res: ServerResponse, req: IncomingMessage, staticDir: string) {
  try {
    const html = windowPageAs(await readFile(join(staticDir, WINDOW_PAGE), 'utf8'), SANDBOX_SLIDER_SCRIPT, allowedFromEnv());
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 16)}"`;
    const headers = { 'Cache-Control': 'no-cache', ETag: etag, ...WINDOW_PAGE_HEADERS };
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
    res.writeHead(200, { 'Content-Type': TYPES['.html']!, ...headers });
    res.end(html);
  } catch {
    sendJson(res, 404, { message: 'Not found' });
  }
}
