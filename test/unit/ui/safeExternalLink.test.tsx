import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeExternalLink } from '../../../src/ui/SafeExternalLink';

const render = (href: string, base = 'https://api.example/') =>
  renderToStaticMarkup(<SafeExternalLink href={href} base={base}>Guide</SafeExternalLink>);

describe('a link from the server (the visual guide)', () => {
  it('opens in a new tab without opener, relative to the backend', () => {
    expect(render('/sandbox/guide/pse_co')).toBe(
      '<a href="https://api.example/sandbox/guide/pse_co" target="_blank" rel="noopener noreferrer">Guide</a>',
    );
    expect(render('https://videos.example/v/1')).toContain('href="https://videos.example/v/1"');
  });
  it('is not drawn at all when unsafe', () => {
    for (const href of ['javascript:alert(1)', ' JAVA\tSCRIPT:alert(1)', 'data:text/html,<b>x</b>', '']) expect(render(href)).toBe('');
  });
});
