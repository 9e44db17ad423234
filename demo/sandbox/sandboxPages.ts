// The sandbox's own pages under /sandbox/: the provider's page and the cash agent's, the crypto
// wallet, the captcha stand-ins, the identity check, a method's guide, and the operator's assets
// (a video guide, the crypto instruction, the badge mark). The API and the static files are
// server.ts's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENT_PAID_ACTION, agentPage } from './agentPage';
import { findMethod, type HandleCall } from './api';
import { type CaptchaService, challengePage } from './captcha';
import { blockchainOf, confirmationMs } from './chains';
import { cors } from './cors';
import { txidFor, walletPage } from './crypto';
import type { createDepositStore, SandboxDeposit } from './deposits';
import type { Faults } from './faults';
import { readBody, readText, sendHtml } from './http';
import { escape, guidePage, notFoundPage, page, providerPage, resultPage } from './providerPage';
import { sendJson, serveFile } from './staticFiles';
import { expiredVerificationPage, VERIFICATION_ID, verificationPage, type Verifications } from './verification';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ASSETS_DIR = join(ROOT, 'demo/sandbox/assets');
const CAPTCHA_DIR = join(ROOT, 'demo/sandbox/captcha');

/** What the sandbox's pages and its API work on: one per running sandbox. */
export interface Backend {
  verifications: Verifications;
  /** The player a token is (a renewed token is its first token's player). */
  playerOf(token: string): string;
  /** The origin links are built on, for a request sent to this Host (originFor). */
  originOf(host: string | undefined): string;
  /** The fault mode's draws (none when it is off). */
  faults: Faults;
  /** Cuts a player's sockets, as a network drop would. */
  dropSockets(token: string): void;
  handleCall: HandleCall;
  deposits: ReturnType<typeof createDepositStore>;
  captcha: CaptchaService;
}

interface SandboxPage {
  render(deposit: SandboxDeposit): string;
  decisions: ReadonlyMap<string, 'pay' | 'decline'>;
}
const SANDBOX_PAGES: Readonly<Record<string, SandboxPage>> = {
  pay: { render: providerPage, decisions: new Map([['pay', 'pay'], ['decline', 'decline']]) },
  agent: { render: agentPage, decisions: new Map([[AGENT_PAID_ACTION, 'pay']]) },
};

/**
 * The provider page (GET for a plain redirect, POST for a hidden form) and the cash agent's page;
 * their buttons POST the decision: the provider's /pay and /decline, the agent's /paid.
 */
async function serveSandboxPage(backend: Backend, req: IncomingMessage, res: ServerResponse, path: string) {
  const match = /^\/sandbox\/(pay|agent)\/([\w-]{1,64})(?:\/(\w{1,16}))?$/.exec(path);
  const kind = match ? SANDBOX_PAGES[match[1]!] : undefined;
  const deposit = match ? backend.deposits.get(match[2]!) : undefined;
  if (req.method === 'POST') await readText(req).catch(() => '');
  if (!match || !kind || !deposit) return sendHtml(res, 404, notFoundPage());
  if (!match[3]) return sendHtml(res, 200, kind.render(deposit));
  const decision = kind.decisions.get(match[3]);
  if (!decision) return sendHtml(res, 404, notFoundPage());
  if (req.method !== 'POST') return sendHtml(res, 405, notFoundPage());
  const decided = decision === 'pay' ? backend.deposits.pay(deposit.id) : backend.deposits.decline(deposit.id);
  sendHtml(res, 200, resultPage(decided ?? deposit));
}

/** Addresses the wallet page offers to send to. */
const WALLET_RECENT = 10;

/**
 * The sandbox wallet: `POST /sandbox/crypto/send` with `{ address, amount }` (JSON, or
 * the wallet page's form) sends coins to an address the sandbox gave out. The page lists the
 * addresses of one player only: the one a `GET` names by its Authorization header, or a form names
 * (`POST /sandbox/crypto/wallet` with `player`); without one it lists none.
 */
async function serveWallet(backend: Backend, req: IncomingMessage, res: ServerResponse, path: string) {
  const recent = (player: string) =>
    player ? backend.deposits.awaitingAddresses(backend.playerOf(player), WALLET_RECENT).map((d) => ({ address: d.crypto!.address, currency: d.currency, network: d.crypto!.network })) : undefined;
  const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
  if (path === '/sandbox/crypto/wallet') {
    if (req.method !== 'POST') {
      const player = String(req.headers.authorization ?? '');
      return sendHtml(res, 200, walletPage(recent(player), undefined, player));
    }
    const player = (form ? new URLSearchParams(await readText(req).catch(() => '')).get('player') ?? '' : '').trim();
    return sendHtml(res, 200, walletPage(recent(player), undefined, player));
  }
  cors(req, res);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method not allowed' });
  const text = await readText(req).catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    body = form ? Object.fromEntries(new URLSearchParams(text)) : (JSON.parse(text || '{}') as Record<string, unknown>);
  } catch {
    return sendJson(res, 400, { message: 'The body is neither JSON nor a form' });
  }
  const address = typeof body.address === 'string' ? body.address.trim() : '';
  const amount = Number(body.amount);
  const player = typeof body.player === 'string' ? body.player.trim() : '';
  const answer = (status: number, message: string) => (form ? sendHtml(res, status, page('Sandbox wallet', `<h1>${escape(message)}</h1><p><a href="/sandbox/crypto/wallet">Back to the wallet</a></p>`, 'Sandbox crypto wallet')) : sendJson(res, status, { message }));
  if (!Number.isFinite(amount) || amount <= 0) return answer(400, 'The amount must be a number above 0');
  const deposit = backend.deposits.awaitingAt(address);
  if (!deposit) return answer(404, 'No address the cashier showed is waiting for coins there: open the crypto method in the cashier first');
  const { network } = deposit.crypto!;
  const txid = txidFor(network);
  backend.deposits.receive(deposit, { txid, blockchain: blockchainOf(network), currency: deposit.currency, amount, finalAmount: amount, cryptoCurrency: deposit.currency }, confirmationMs(network));
  return form ? sendHtml(res, 200, walletPage(recent(player), { txid, address, amount }, player)) : sendJson(res, 200, { txid });
}

/**
 * The captcha stand-ins: their script, the challenge frame, and the service they ask
 * for tokens and slider results (captcha.ts).
 */
async function serveCaptcha(backend: Backend, req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
  if (path === '/sandbox/captcha/standin.js') return serveFile(res, CAPTCHA_DIR, 'standin.js');
  if (path === '/sandbox/captcha/challenge') return sendHtml(res, 200, challengePage(url.searchParams.get('cents') ?? ''));
  cors(req, res);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (path === '/sandbox/captcha/recaptcha/token') {
    const token = backend.captcha.recaptchaToken(url.searchParams.get('kind') ?? '', url.searchParams.get('action') ?? '');
    return token ? sendJson(res, 200, { token }) : sendJson(res, 400, { message: 'kind is v2 or v3' });
  }
  if (path === '/sandbox/captcha/slider/load') {
    const lot = backend.captcha.sliderLoad(url.searchParams.get('captcha_id') ?? '');
    return lot ? sendJson(res, 200, { lot_number: lot }) : sendJson(res, 400, { message: 'captcha_id is empty' });
  }
  if (path === '/sandbox/captcha/slider/verify' && req.method === 'POST') {
    const body = (await readBody(req).catch(() => ({}))) as { lot_number?: unknown };
    const pass = backend.captcha.sliderVerify(typeof body.lot_number === 'string' ? body.lot_number : '');
    return pass ? sendJson(res, 200, pass) : sendJson(res, 400, { message: 'No such lot, or already slid' });
  }
  sendJson(res, 404, { message: 'Not found' });
}

/** The identity check a kycRequired refusal links to, by an opaque id: GET shows it, POST verifies the player. */
async function serveVerification(backend: Backend, req: IncomingMessage, res: ServerResponse, path: string) {
  cors(req, res);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method === 'POST') await readText(req).catch(() => '');
  const id = path.slice('/sandbox/verify/'.length);
  const player = VERIFICATION_ID.test(id) ? backend.verifications.playerOf(id) : undefined;
  if (player === undefined) return sendHtml(res, 404, expiredVerificationPage());
  if (req.method === 'POST') backend.verifications.verify(player);
  sendHtml(res, 200, verificationPage(backend.verifications.isVerified(player)));
}

/** Files an operator would host beside its pages, by path (any origin may read them). */
const ASSETS: Readonly<Record<string, string>> = {
  // A method's video guide (video_guide_url): a short clip, for the video instruction page.
  '/sandbox/video/guide.webm': 'guide.webm',
  // The operator's crypto instruction (schema.meta.assets.cryptoInstruction): plain text the address page shows.
  '/sandbox/assets/crypto-instruction.txt': 'crypto-instruction.txt',
  // The operator's badge mark (the handshake's assets.badge): an SVG the lists draw on brand and exclusive badges.
  '/sandbox/assets/badge.svg': 'badge.svg',
};

/** Answers a path under /sandbox/ when it is one of the sandbox's pages; false when it is none (the server's 404). */
export async function serveSandboxPath(backend: Backend, req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<boolean> {
  const asset = Object.hasOwn(ASSETS, path) ? ASSETS[path] : undefined;
  if (path.startsWith('/sandbox/pay/') || path.startsWith('/sandbox/agent/')) await serveSandboxPage(backend, req, res, path);
  else if (path === '/sandbox/crypto/wallet' || path === '/sandbox/crypto/send') await serveWallet(backend, req, res, path);
  else if (path.startsWith('/sandbox/captcha/')) await serveCaptcha(backend, req, res, url, path);
  else if (path.startsWith('/sandbox/verify/')) await serveVerification(backend, req, res, path);
  else if (asset) {
    cors(req, res);
    await serveFile(res, ASSETS_DIR, asset);
  } else if (path.startsWith('/sandbox/guide/')) {
    const method = findMethod(path.slice('/sandbox/guide/'.length));
    if (method) sendHtml(res, 200, guidePage(method.text.en ?? method.name, method.category === 'crypto'));
    else sendHtml(res, 404, notFoundPage());
  } else return false;
  return true;
}
