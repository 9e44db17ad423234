import css from './pages.css';

let sheet: CSSStyleSheet | undefined;

/** The styles of every page but the first screen's, one sheet shared by every cashier of the page. */
export function pageSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  return sheet;
}
