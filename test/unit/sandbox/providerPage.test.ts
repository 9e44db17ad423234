import { describe, expect, it } from 'vitest';
import type { SandboxDeposit } from '../../../demo/sandbox/deposits';
import { resultPage } from '../../../demo/sandbox/providerPage';

const deposit = (extra: Partial<SandboxDeposit>): SandboxDeposit => ({
  id: 'd1', token: 't', method: 'codi_mx', methodText: 'CoDi', amount: 150, currency: 'MXN', status: 'processed', createdAt: '', ...extra,
});

describe("the sandbox provider's result page", () => {
  it("links back to the create's returnUrl once the player has paid", () => {
    const html = resultPage(deposit({ returnUrl: 'https://casino.example/lobby?payment-cashier-return=1&a="b"' }));
    expect(html).toContain('href="https://casino.example/lobby?payment-cashier-return=1&amp;a=&quot;b&quot;"');
    expect(resultPage(deposit({ returnUrl: 'https://casino.example/', status: 'created' }))).not.toContain('Back to the shop');
  });

  it('never links a return address that is not http(s)', () => {
    for (const returnUrl of ['javascript:alert(1)', 'data:text/html,x', ' https://x']) expect(resultPage(deposit({ returnUrl }))).not.toContain('<a');
    expect(resultPage(deposit({}))).not.toContain('<a');
  });
});
