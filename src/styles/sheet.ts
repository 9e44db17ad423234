/**
 * A stylesheet made once from CSS text and shared by every cashier of the page: each shadow root
 * adopts the same sheet (allowed under `style-src 'self'`, unlike a `<style>` element).
 */
export function sharedSheet(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}
