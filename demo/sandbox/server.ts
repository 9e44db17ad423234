/**
 * The sandbox payment server: the demo pages, the built widget under /{product}/static/, the HTTP
 * API under /api, socket.io under /v4/socket.io. `npm start` runs it on http://127.0.0.1:4173.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server as SocketServer } from 'socket.io';
import { PUSH_EVENTS, SOCKET_PATH } from '../../src/contract';
import { allowedOrigin, cors } from './cors';
import { sendJson, sendSvg, serveFile, serveWindowPage, WINDOW_PAGE } from './staticFiles';
import { readBody } from './http';
import { type Backend, serveSandboxPath } from './sandboxPages';
import { callNameOf, createSandboxApi, fail, type Session } from './api';
import { timeFactorFrom } from './clock';
import { createHeldCreates } from './heldCreates';
import { createDepositStore, type DepositMade, PROCESS_AFTER_MS } from './deposits';
import { createPaymentHandlers, gatewayTimeout } from './payments';
import { createFaults, type Fault, type FaultKind, faultOptionsFrom, type FaultOptions } from './faults';
import type { Envelope } from '../../src/contract';
import { createWithdrawalHandlers, createWithdrawalStore, type WithdrawalMade } from './withdrawals';
import { createTokenRenewal } from './tokenRenewal';
import { createVerifications } from './verification';
import { WITHDRAWAL_STATUS_PUSH } from '../../src/contract/withdrawal';
import { createCaptchaService } from './captcha';
import { currencyIconSvg, flagSvg, methodIconSvg } from './icons';
import { createHistoryHandler } from './history';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const STATIC_DIR = join(ROOT, 'dist/cashier/static');
const DEMO_DIR = join(ROOT, 'demo');
/** The sandbox's own sources, inside demo/ but no page of it: never served (its assets have their own paths). */
const SANDBOX_SOURCES = join(DEMO_DIR, 'sandbox');
/** The examples built from the packed package (examples/build.mjs), with their own copy of the static files. */
const EXAMPLES_DIR = join(ROOT, 'dist/examples');

/** The strict policy of demo/csp.html: no inline script or style, no eval. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws: wss:; base-uri 'none'; form-action 'self'";

/**
 * The origin the sandbox writes into the links it answers (provider pages, the identity check):
 * the configured one when there is one; else the Host the request was sent to, if that is an origin
 * the sandbox answers (this machine, or one SANDBOX_ALLOWED_ORIGINS names); else its own listening
 * address. A Host header is the client's to write: a link built from any Host would send the player
 * wherever a request said.
 */
export function originFor(host: string | undefined, configured: string | undefined, listening: () => string): string {
  if (configured) return configured;
  let asked: string | undefined;
  try {
    asked = host ? new URL(`http://${host}`).origin : undefined;
  } catch {
    asked = undefined;
  }
  return asked !== undefined && allowedOrigin(asked) !== undefined ? asked : listening();
}

/** A configured origin (SANDBOX_ORIGIN, or startSandbox's `origin`): an http(s) origin, written without a path. */
function configuredOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') throw new Error(`The sandbox's origin must be http(s): ${value}`);
  return url.origin;
}

async function serveApi(backend: Backend, req: IncomingMessage, res: ServerResponse, url: URL) {
  const [, , prefix = '', name = ''] = url.pathname.split('/');
  let payload: unknown;
  if (req.method === 'GET') payload = Object.fromEntries(url.searchParams);
  else {
    try {
      payload = await readBody(req);
    } catch (error) {
      return sendJson(res, 400, { code: 'banking.badRequest', message: (error as Error).message });
    }
  }
  const session: Session = { token: String(req.headers.authorization ?? ''), origin: backend.originOf(req.headers.host) };
  const answer = (await callWithFaults(backend, prefix, name, payload, session, 'http')) ?? gatewayTimeout();
  if (answer.status >= 200 && answer.status < 300) sendJson(res, answer.status, answer.data);
  else sendJson(res, answer.status, answer.error ?? {});
}

/**
 * A call answered through the fault mode (faults.ts): as usual when it draws no fault; else 503
 * before anything is done, after a delay, after the player's sockets are cut (a call over a socket
 * is lost with it), or made and then its answer lost (504 over HTTP). Undefined: no answer is sent.
 */
async function callWithFaults(backend: Backend, prefix: string, name: string, payload: unknown, session: Session, over: 'http' | 'socket'): Promise<Envelope | undefined> {
  const call = callNameOf(prefix, name);
  const fault = call ? backend.faults.draw(call) : undefined;
  if (fault?.kind === 'unavailable') return fail(503, 'banking.serviceUnavailable', 'The service is unavailable (a fault the sandbox injected).');
  if (fault?.kind === 'socketCut') {
    if (session.token) backend.dropSockets(backend.playerOf(session.token));
    if (over === 'socket') return undefined;
  }
  if (fault?.delayMs) await new Promise((done) => setTimeout(done, fault.delayMs));
  const answer = await backend.handleCall(prefix, name, payload, session);
  if (fault?.kind === 'answerLost') return over === 'http' ? gatewayTimeout() : undefined;
  return answer;
}

// The test runner deploys the window page as the sandbox does; the tests check who may call.
export { allowedOrigin } from './cors';
export { cacheControlFor, serveFile } from './staticFiles';
export { WINDOW_PAGE_HEADERS, windowPageAs } from './windowPage';

async function route(backend: Backend, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return sendJson(res, 400, { code: 'banking.badRequest', message: 'The path is not valid percent-encoding' });
  }
  if (path.startsWith('/api/')) {
    cors(req, res);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    return serveApi(backend, req, res, url);
  }
  if (path.startsWith('/sandbox/') && (await serveSandboxPath(backend, req, res, url, path))) return;
  if (path === '/metrics/events' && req.method === 'POST') {
    cors(req, res);
    await readBody(req).catch(() => undefined);
    return void res.writeHead(204).end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' });
  if (path === '/' || path === '/demo') return void res.writeHead(302, { Location: '/demo/' }).end();
  // The demo has no icon; an empty answer keeps a 404 out of every page's console.
  if (path === '/favicon.ico') return void res.writeHead(204).end();
  // Icons: a method's logo by its icon id, a crypto currency's coin by its lower-case code, a
  // country's flag by its lower-case code; any other name under icons/ (dots, slashes, traversal)
  // is 404, never a file.
  const icons = /^\/[\w-]+\/static\/icons\/(.*)$/.exec(path);
  if (icons) {
    const methodIcon = /^methods\/([\w-]{1,40})\.svg$/.exec(icons[1]!);
    const flag = /^flags\/([a-z]{2})\.svg$/.exec(icons[1]!);
    const currencyIcon = /^([a-z0-9]{1,10})\.svg$/.exec(icons[1]!);
    return sendSvg(res, methodIcon ? methodIconSvg(methodIcon[1]!) : flag ? flagSvg(flag[1]!) : currencyIcon ? currencyIconSvg(currencyIcon[1]!) : undefined);
  }
  if (path === '/examples') return void res.writeHead(302, { Location: '/examples/' }).end();
  if (path.startsWith('/examples/')) return serveFile(res, EXAMPLES_DIR, path.slice('/examples/'.length));
  const asset = /^\/[\w-]+\/static\/(.+)$/.exec(path);
  if (asset?.[1] === WINDOW_PAGE) return serveWindowPage(res, req, STATIC_DIR);
  if (asset) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    return serveFile(res, STATIC_DIR, asset[1]!, {}, req);
  }
  if (path.startsWith('/demo/')) {
    const file = normalize(join(DEMO_DIR, path.slice('/demo/'.length)));
    if (file === SANDBOX_SOURCES || file.startsWith(SANDBOX_SOURCES + sep)) return sendJson(res, 404, { message: 'Not found' });
    const strict: Record<string, string> = path === '/demo/csp.html' ? { 'Content-Security-Policy': STRICT_CSP } : {};
    return serveFile(res, DEMO_DIR, path.slice('/demo/'.length), strict);
  }
  sendJson(res, 404, { message: 'Not found' });
}

export interface SandboxOptions {
  /** The origin the sandbox's links are built on, whatever Host a request names (else SANDBOX_ORIGIN; see originFor). */
  origin?: string;
  /** The fault mode (faults.ts): faults drawn per call from `seed`, at `rate` (0 to 1). Off without it. */
  faults?: FaultOptions;
  /** Told of each request once its answer is sent: its path and the time (Date.now()). The bench times the provider's page by it. */
  answered?: (path: string, at: number) => void;
}

/** A running sandbox, for the tests and the soak that started it. */
export interface SandboxHandle {
  port: number;
  close(): Promise<void>;
  /** Open sockets, all or those going on as this token now. */
  socketCount(token?: string): number;
  /** Cuts a player's sockets from the server side, as a network drop would. */
  dropSockets(token: string): void;
  /** The player's invoices still waiting for payment expire now; how many. */
  expireInvoices(token: string): number;
  captchaBypasses(): number;
  /** The deposits and withdrawals the player (a token, or one it was renewed to) made, oldest first. */
  madeFor(token: string): { deposits: DepositMade[]; withdrawals: WithdrawalMade[] };
  /** The player's creates with the `slow` value wait until release, not 35 s (a test that must see them unmade). */
  holdSlowCreates(token: string): void;
  /** The player's held creates go on; how many were waiting. */
  releaseSlowCreates(token: string): number;
  /** How many faults the fault mode injected, by kind (all 0 when it is off). */
  faultCounts(): Record<FaultKind, number>;
  /** The faults injected, in order (the last MAX_FAULT_LOG). */
  faultLog(): readonly Fault[];
}

export function startSandbox(port: number, host = '127.0.0.1', timeFactor = timeFactorFrom(process.env.SANDBOX_TIME_FACTOR), options: SandboxOptions = {}) {
  const configured = configuredOrigin(options.origin ?? process.env.SANDBOX_ORIGIN);
  const faults = createFaults(options.faults, timeFactor);
  if (!/^(?:localhost|::1|127(?:\.\d{1,3}){3})$/.test(host)) {
    console.warn(`[sandbox] bound to ${host}: the sandbox is not for production, and anyone who reaches it can pay and verify as any player (demo/sandbox/README.md)`);
  }
  const listening = () => {
    const address = server.address();
    const at = typeof address === 'object' && address ? address.port : port;
    const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return `http://${name}:${at}`;
  };
  const originOf = (hostHeader: string | undefined) => originFor(hostHeader, configured, listening);
  // The socket server is created below; status pushes look it up when they happen.
  let io: SocketServer | undefined;
  // Each socket's session: its token at connection, or the one the sandbox renewed it to since.
  const sessions = new Map<string, Session>();
  const renewal = createTokenRenewal(timeFactor);
  // A player's sockets: those whose token, renewed or not, is that player's.
  const socketsOf = (token: string) =>
    [...(io?.sockets.sockets.values() ?? [])].filter((socket) => {
      const session = sessions.get(socket.id);
      return session !== undefined && renewal.playerOf(session.token) === token;
    });
  const deposits = createDepositStore((token, status) => {
    for (const socket of socketsOf(token)) socket.emit(PUSH_EVENTS.depositStatus, status);
  }, PROCESS_AFTER_MS, timeFactor);
  // The slow test value's wait runs on the sandbox clock too, or while a test holds the player.
  const heldCreates = createHeldCreates(timeFactor);
  const delay = (ms: number, token: string) => heldCreates.wait(ms, renewal.playerOf(token));
  const captcha = createCaptchaService();
  const withdrawals = createWithdrawalStore((token, withdrawalId, status) => {
    for (const socket of socketsOf(token)) socket.emit(WITHDRAWAL_STATUS_PUSH, { withdrawalId, status });
  }, timeFactor);
  const verifications = createVerifications();
  const history = createHistoryHandler({ deposits: (token) => deposits.transactionsOf(token), withdrawals: (token) => withdrawals.transactionsOf(token) });
  const handleCall = createSandboxApi(createPaymentHandlers(deposits, delay, captcha), createWithdrawalHandlers(withdrawals, verifications), renewal, history);
  const backend: Backend = { handleCall, deposits, captcha, verifications, playerOf: (token) => renewal.playerOf(token), originOf, faults, dropSockets: (token) => dropSockets(token) };
  const server = createServer((req, res) => {
    if (options.answered) res.on('finish', () => options.answered!(req.url ?? '', Date.now()));
    route(backend, req, res).catch((error) => {
      console.error('[sandbox] request failed', error);
      if (!res.headersSent) sendJson(res, 500, { code: 'banking.internal', message: 'Internal sandbox error' });
      else res.end();
    });
  });
  io = new SocketServer(server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    // The same origins as the HTTP API: a page elsewhere cannot open a player's socket.
    cors: { origin: (origin, done) => done(null, allowedOrigin(origin) !== undefined) },
    allowRequest: (req, done) => done(null, !req.headers.origin || allowedOrigin(req.headers.origin) !== undefined),
    serveClient: false,
  });
  io.on('connection', (socket) => {
    const session: Session = {
      token: String(socket.handshake.query.Authorization ?? ''),
      origin: originOf(socket.handshake.headers.host),
    };
    sessions.set(socket.id, session);
    // A renewing token: the new one is pushed, and this socket goes on as it.
    const stopRenewal = renewal.renewLater(session.token, (next) => {
      session.token = next;
      socket.emit(PUSH_EVENTS.loginToken, next);
    });
    socket.on('disconnect', () => {
      stopRenewal();
      sessions.delete(socket.id);
    });
    socket.onAny((event: unknown, payload: unknown, ack: unknown) => {
      if (typeof event !== 'string' || typeof ack !== 'function') return;
      const [prefix = '', name = ''] = event.split(':');
      void callWithFaults(backend, prefix, name, payload, session, 'socket').then((answer) => {
        if (answer !== undefined) ack(answer);
      });
    });
  });
  /** Open sockets, all or those going on as this token now (a renewed one goes on as its new token): the browser tests check that teardown closes them. */
  const socketCount = (token?: string) =>
    token === undefined ? io!.sockets.sockets.size : [...io!.sockets.sockets.values()].filter((socket) => sessions.get(socket.id)?.token === token).length;
  /** Cuts a player's sockets from the server side, as a network drop would (browser tests). */
  const dropSockets = (token: string) => {
    // The player's sockets, or those that connected with this token (renewed since).
    for (const socket of io!.sockets.sockets.values()) {
      if (socket.handshake.query.Authorization === token || renewal.playerOf(sessions.get(socket.id)?.token ?? '') === token) socket.disconnect(true);
    }
  };
  const expireInvoices = (token: string) => deposits.expireOpen(token);
  const captchaBypasses = () => captcha.bypasses();
  /** What a player made (a soak compares it with what its UI showed): their deposits and withdrawals, oldest first. */
  const madeFor = (token: string) => {
    const player = renewal.playerOf(token);
    return { deposits: deposits.madeBy(player), withdrawals: withdrawals.madeBy(player) };
  };
  const faultCounts = () => faults.counts();
  const faultLog = () => faults.log();
  return new Promise<SandboxHandle>((resolveStart) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolveStart({
        port: actualPort,
        socketCount,
        dropSockets,
        expireInvoices,
        captchaBypasses,
        madeFor,
        faultCounts,
        faultLog,
        holdSlowCreates: (token) => heldCreates.hold(renewal.playerOf(token)),
        releaseSlowCreates: (token) => heldCreates.release(renewal.playerOf(token)),
        close: () => new Promise<void>((done) => {
          deposits.close();
          withdrawals.close();
          io!.close();
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  // SANDBOX_FAULTS="seed=7,rate=0.2": the fault mode (faults.ts); off without it.
  const faults = process.env.SANDBOX_FAULTS ? faultOptionsFrom(process.env.SANDBOX_FAULTS) : undefined;
  startSandbox(port, undefined, undefined, { faults }).then(({ port: actual }) => {
    console.log(`Sandbox and demo: http://127.0.0.1:${actual}/demo/`);
    console.log('Not for production: any token is a player, and payments and identity checks are one unauthenticated press (demo/sandbox/README.md).');
    if (faults) console.log(`Fault mode: seed ${faults.seed}, rate ${faults.rate} (demo/sandbox/README.md)`);
  });
}
