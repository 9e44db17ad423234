// Runs in Chromium rather than happy-dom: sanitising is only worth testing against a real HTML parser.
import { sanitizeServerHtml } from '../../src/security/sanitizeHtml.ts';
import { $, $$, assert, assertEqual, cashierUnderPolicy, deposit, field, STRICT_POLICY, type, waitFor } from './helpers.ts';

describe('server HTML is sanitised before it is shown (spec §8)', () => {
  it('keeps formatting', () => {
    assertEqual(sanitizeServerHtml('<b>Card</b> declined<br><em>try again</em>'), '<b>Card</b> declined<br><em>try again</em>', 'formatting');
  });

  for (const [html, expected] of [
    ['<script>alert(1)</script>Declined', 'Declined'],
    ['<img src=x onerror="alert(1)">Declined', 'Declined'],
    ['<b onclick="alert(1)">Declined</b>', '<b>Declined</b>'],
    ['<iframe src="https://evil.example"></iframe>Declined', 'Declined'],
    ['<style>*{display:none}</style>Declined', 'Declined'],
    ['<svg><script>alert(1)</script></svg>Declined', 'Declined'],
    ['<math><mi><a href="javascript:alert(1)">x</a></mi></math>Declined', 'Declined'],
  ] as [string, string][]) {
    it(`makes ${JSON.stringify(html)} inert`, () => assertEqual(sanitizeServerHtml(html), expected, 'sanitised'));
  }

  it('keeps safe links, opening in a new tab without an opener, and strips unsafe ones', () => {
    assertEqual(
      sanitizeServerHtml('<a href="https://bank.example/help">help</a>'),
      '<a href="https://bank.example/help" target="_blank" rel="noopener noreferrer">help</a>',
      'safe link',
    );
    const unsafe = sanitizeServerHtml('<a href="javascript:alert(1)">x</a><a href=" JAVA\tSCRIPT:alert(1)">y</a>');
    assert(!/href/i.test(unsafe), `no href left in ${unsafe}`);
  });
});

describe('the merchant message on a page that enforces Trusted Types', () => {
  it("renders sanitised, through the widget's one policy, with no violation", async () => {
    const policy = [...STRICT_POLICY, "require-trusted-types-for 'script'", 'trusted-types payment-cashier'];
    const { element, frame, violations, remove } = await cashierUnderPolicy(policy, { token: `tt-${Math.random()}`, transport: 'http', user: { paymentGeo: 'MX', currency: 'MXN' } });
    try {
      $$(element, '.entry').find((b) => b.textContent?.includes('CoDi'))!.click();
      type(await waitFor(() => $(element, 'input[inputmode="decimal"]') as HTMLInputElement | null, 'the amount field'), '150');
      type(field(element, 'Name on the account'), 'merchant-html');
      await deposit(element);
      const shown = await waitFor(() => $(element, '.snackbar__text'), 'the merchant message');
      assert(shown.querySelector('b')?.textContent === 'Declined', 'its formatting');
      assertEqual(shown.querySelector('a')?.getAttribute('href'), 'https://bank.example/help', 'its safe link');
      assert(!shown.querySelector('script, img'), 'nothing hostile');
      assertEqual((frame.contentWindow as unknown as { __xss?: number }).__xss, undefined, "the message's script and handler never ran");
      // The page refusing the hostile onerror while DOMPurify parses it inertly is the policy at work
      // (script-src-attr); what must not appear is a Trusted Types refusal of the widget's own doing.
      assertEqual(violations.filter((v) => !v.startsWith('script-src-attr')), [], 'no violation but the refused handler');
    } finally {
      remove();
    }
  }).timeout(20_000);
});
