/**
 * Copies text to the clipboard: the Clipboard API first, then the old selection-and-execCommand
 * way for browsers and web views without it (or that refuse it, as some in-app browsers and
 * insecure origins do). Resolves to whether either worked; never throws.
 *
 * `near` is the element the player pressed: the fallback's textarea goes into the same root (our
 * shadow root, where the selection can be made) and focus returns to it afterwards.
 */
export async function copyText(text: string, near?: Element | null): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused, insecure origin): try the fallback.
  }
  return copyWithSelection(text, near);
}

function copyWithSelection(text: string, near?: Element | null): boolean {
  if (typeof document === 'undefined') return false;
  const root = near?.getRootNode();
  const container: ShadowRoot | HTMLElement | null = root instanceof ShadowRoot ? root : document.body;
  if (!container) return false;
  const focused = (root instanceof ShadowRoot ? root.activeElement : document.activeElement) as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only keeps a phone's keyboard from opening; out of sight and out of the reading order.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  // CSSOM properties, not a style attribute: allowed under a strict style-src.
  Object.assign(area.style, { position: 'fixed', insetBlockStart: '0', insetInlineStart: '0', opacity: '0', pointerEvents: 'none' });
  container.appendChild(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy') === true;
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.({ preventScroll: true });
  }
}
