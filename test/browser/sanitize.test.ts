// Runs in Chromium rather than happy-dom: sanitising is only worth testing against a real HTML parser.
import { sanitizeServerHtml } from '../../src/security/sanitizeHtml.ts';
import { assert, assertEqual } from './helpers.ts';

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
