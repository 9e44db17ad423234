import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import ErrorPage from '../../../src/screens/common/ErrorPage';
import { goToError } from '../../../src/state/actions/goToError';
import { CashierError } from '../../../src/transport/errors';
import { type Rendered, renderWithCashier } from '../ui/renderWithCashier';

// Spec §8: "Error panel titled 'An error occurred' or 'Error', hint 'Try to refresh the section'",
// in the player's language.

let shown: Rendered | null = null;
afterEach(() => {
  shown?.unmount();
  shown = null;
});

/** The error page after `error`, in `locale`. */
function errorPage(error: CashierError, locale = 'en'): HTMLElement {
  shown = renderWithCashier(<p />, { locale });
  goToError(shown.cashier, error, '/deposit');
  shown.rerender(<ErrorPage />);
  return shown.container;
}

const words = (page: HTMLElement) => ({ header: page.querySelector('.header__title')?.textContent, text: page.textContent ?? '' });

describe("the error panel's words", () => {
  it("are the specification's: a page titled 'Error', 'An error occurred', and the hint 'Try to refresh the section'", () => {
    const page = words(errorPage(new CashierError('network', 'socket down')));
    expect(page.header).toBe('Error');
    expect(page.text).toContain('An error occurred');
    expect(page.text).toContain('Try to refresh the section');
    expect(page.text).toContain('Network connection failed');
  });

  it("are the player's language's", () => {
    const russian = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../locales/ru.json'), 'utf8')) as Record<string, string>;
    const page = words(errorPage(new CashierError('network', 'socket down'), 'ru'));
    expect(page.header).toBe('Ошибка');
    expect(page.text).toContain(russian['error.title']);
    expect(page.text).toContain(russian['error.hint']);
    expect(page.text).not.toContain('An error occurred');
  });
});
