// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../demo/sandbox/server';
import { createVerifications, MAX_VERIFICATION_LINKS } from '../../../demo/sandbox/verification';
import { runningSandbox } from './runningSandbox';

// The sandbox if someone exposed it: what its pages and links give away.

const card = () => ({
  amount: 1000, currency: 'MXN', paymentType: 'card_withdrawal_mx', accountType: 'main',
  fields: { card_number: '4169 5853 1234 5678', card_holder: 'Ana Pérez' }, idempotencyKey: `key-${Math.random()}`,
});

describe("the identity check's link", () => {
  const sandbox = runningSandbox();
  const withdraw = (token: string, body = card()) =>
    fetch(`${sandbox.base()}/api/payment/withdrawal-create`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: token }, body: JSON.stringify(body) });

  it('carries an opaque id, not the token, and verifies the player it was made for', async () => {
    const token = `kyc-${Math.random().toString(36).slice(2)}`;
    const refused = (await (await withdraw(token)).json()) as { code: string; data: { verificationUrl: string } };
    expect(refused.code).toBe('banking.kycRequired');
    const link = new URL(refused.data.verificationUrl);
    expect(link.pathname).toMatch(/^\/sandbox\/verify\/[\w-]{22}$/);
    expect(refused.data.verificationUrl).not.toContain(token);
    // Another refusal, another link.
    const second = (await (await withdraw(token)).json()) as { data: { verificationUrl: string } };
    expect(second.data.verificationUrl).not.toBe(refused.data.verificationUrl);
    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain('Verify your identity');
    expect(page).not.toContain(token);
    const verified = await fetch(link, { method: 'POST' });
    expect(await verified.text()).toContain('Identity verified');
    expect((await withdraw(token)).status).toBe(200);
  });

  it('does not verify by token, nor by an id it never gave out', async () => {
    const token = `kyc-${Math.random().toString(36).slice(2)}`;
    expect((await fetch(`${sandbox.base()}/sandbox/verify/${token}`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${sandbox.base()}/sandbox/verify/${'A'.repeat(22)}`, { method: 'POST' })).status).toBe(404);
    expect((await withdraw(token)).status).toBe(403);
  });

  it('expires, and stays bounded', () => {
    let now = 0;
    const verifications = createVerifications({ now: () => now, ttlMs: 1000 });
    const first = verifications.linkFor('kyc-a').slice('/sandbox/verify/'.length);
    expect(verifications.playerOf(first)).toBe('kyc-a');
    now = 1000;
    expect(verifications.playerOf(first)).toBeUndefined();
    const kept = verifications.linkFor('kyc-b').slice('/sandbox/verify/'.length);
    for (let index = 0; index < MAX_VERIFICATION_LINKS; index++) verifications.linkFor(`kyc-${index}`);
    expect(verifications.playerOf(kept)).toBeUndefined();
  });
});

describe("the demo's files", () => {
  const sandbox = runningSandbox();

  it('say on the first screen that the sandbox is not for production', async () => {
    const page = await (await fetch(`${sandbox.base()}/demo/`)).text();
    expect(page).toMatch(/<p class="bar__notice" role="note"><strong>Not for production\.<\/strong>/);
  });

  it("are served, but not the sandbox's own sources beside them", async () => {
    expect((await fetch(`${sandbox.base()}/demo/demo.js`)).status).toBe(200);
    expect((await fetch(`${sandbox.base()}/demo/provider.css`)).status).toBe(200);
    for (const path of ['sandbox/server.ts', 'sandbox/', 'sandbox', 'sandbox/README.md', './sandbox/api.ts', 'x/../sandbox/payments.ts', 'sandbox%2Fdeposits.ts', 'sandbox/assets/badge.svg']) {
      expect((await fetch(`${sandbox.base()}/demo/${path}`)).status, path).toBe(404);
    }
    // Its assets are answered at their own addresses.
    expect((await fetch(`${sandbox.base()}/sandbox/assets/badge.svg`)).status).toBe(200);
  });
});

describe('the sandbox wallet page', () => {
  const sandbox = runningSandbox();
  const addressOf = async (token: string, paymentType: string) => {
    const create = await fetch(`${sandbox.base()}/api/payment/deposit-create`, {
      method: 'POST', headers: { 'content-type': 'application/json', Authorization: token },
      body: JSON.stringify({ amount: 0, currency: 'USDT', paymentType, idempotencyKey: `key-${Math.random()}` }),
    });
    return ((await create.json()) as { apiResponse: { data: { depositAddress: string } } }).apiResponse.data.depositAddress;
  };
  const asForm = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

  it("lists the addresses of the player it is asked for only, and none when asked for nobody", async () => {
    const alice = `alice-${Math.random()}`;
    const bob = `bob-${Math.random()}`;
    const hers = await addressOf(alice, 'usdt_trc20');
    const his = await addressOf(bob, 'usdt_trc20');
    const anonymous = await (await fetch(`${sandbox.base()}/sandbox/crypto/wallet`)).text();
    expect(anonymous).toContain('Sandbox wallet');
    expect(anonymous).not.toContain(hers);
    expect(anonymous).not.toContain(his);
    const byHeader = await (await fetch(`${sandbox.base()}/sandbox/crypto/wallet`, { headers: { Authorization: alice } })).text();
    expect(byHeader).toContain(hers);
    expect(byHeader).not.toContain(his);
    const byForm = await (await fetch(`${sandbox.base()}/sandbox/crypto/wallet`, asForm(`player=${encodeURIComponent(bob)}`))).text();
    expect(byForm).toContain(his);
    expect(byForm).not.toContain(hers);
    // A send from the page shows the same player's addresses afterwards, not the others'.
    const other = await addressOf(bob, 'usdt_erc20');
    const sent = await (await fetch(`${sandbox.base()}/sandbox/crypto/send`, asForm(`address=${his}&amount=5&player=${encodeURIComponent(bob)}`))).text();
    expect(sent).toContain('Sent 5');
    expect(sent).toContain(other);
    expect(sent).not.toContain(hers);
  });
});

describe("the origin of the sandbox's links", () => {
  const servers: Awaited<ReturnType<typeof startSandbox>>[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  /** A redirect deposit's provider page, asked with this Host header (a client writes what it likes there). */
  const sourceVia = (port: number, host: string) =>
    new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ amount: 150, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey: `key-${Math.random()}` });
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/payment/deposit-create', method: 'POST', headers: { Host: host, 'content-type': 'application/json', Authorization: 'origin-player' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve((JSON.parse(text) as { apiResponse: { source: string } }).apiResponse.source));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('is the configured one whatever the Host header says', async () => {
    const sandbox = await startSandbox(0, '127.0.0.1', 1, { origin: 'https://sandbox.example/ignored/path' });
    servers.push(sandbox);
    expect(await sourceVia(sandbox.port, 'evil.example')).toMatch(/^https:\/\/sandbox\.example\/sandbox\/pay\//);
    expect(await sourceVia(sandbox.port, `127.0.0.1:${sandbox.port}`)).toMatch(/^https:\/\/sandbox\.example\/sandbox\/pay\//);
  });

  it("without one, is the Host asked if the sandbox answers it (this machine), else the sandbox's own address", async () => {
    const sandbox = await startSandbox(0, '127.0.0.1', 1);
    servers.push(sandbox);
    expect(await sourceVia(sandbox.port, `localhost:${sandbox.port}`)).toMatch(new RegExp(`^http://localhost:${sandbox.port}/sandbox/pay/`));
    for (const host of ['evil.example', `evil.example:${sandbox.port}`, `127.0.0.1:1@evil.example`]) {
      expect(await sourceVia(sandbox.port, host), host).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${sandbox.port}/sandbox/pay/`));
    }
  });

  it('refuses to start with an origin that is not http(s)', async () => {
    await expect(async () => startSandbox(0, '127.0.0.1', 1, { origin: 'javascript:alert(1)' })).rejects.toThrow(/http/);
  });
});
