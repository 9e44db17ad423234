import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the sandbox reads: its calls and forms are small. */
const MAX_BODY_BYTES = 64 * 1024;

/** A request's body as JSON (none is `{}`); throws on a body too large or not JSON. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req);
  return text ? JSON.parse(text) : {};
}

/** A request's body as text; throws past MAX_BODY_BYTES. */
export async function readText(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An HTML page of the sandbox's, never cached: each shows a deposit or a check as it is now. */
export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}
