import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../src/ui/copy/CopyButton';
import { type Rendered, renderWithCashier } from './renderWithCashier';

let view: Rendered | null = null;
const execCommand = vi.fn<(command: string) => boolean>();

/** Gives the page a Clipboard API that does `writeText`, or none at all. */
function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText: vi.fn(writeText) } : undefined });
  return navigator.clipboard as unknown as { writeText: ReturnType<typeof vi.fn> } | undefined;
}

beforeEach(() => {
  vi.useFakeTimers();
  execCommand.mockReset();
  (document as unknown as { execCommand: typeof execCommand }).execCommand = execCommand;
});
afterEach(() => {
  view?.unmount();
  view = null;
  delete (navigator as unknown as Record<string, unknown>).clipboard;
  delete (document as unknown as Record<string, unknown>).execCommand;
  vi.useRealTimers();
});

const button = () => view!.container.querySelector('button')!;
const tooltip = () => view!.container.querySelector('[role="status"]')!;
const press = () => act(async () => button().click());

describe('the copy button', () => {
  it('is named by what it copies, in the cashier language', () => {
    view = renderWithCashier(<CopyButton text="4111111111111111" label="Card number" />);
    expect(button().getAttribute('aria-label')).toBe('Copy Card number');
    expect(button().getAttribute('type')).toBe('button');
    view.unmount();
    view = renderWithCashier(<CopyButton text="4111111111111111" label="カード番号" />, { locale: 'ja' });
    expect(button().getAttribute('aria-label')).toBe('カード番号をコピー');
  });

  it('copies with the Clipboard API and says "Copied" in a polite status', async () => {
    const clipboard = stubClipboard(async () => {});
    const onCopy = vi.fn();
    view = renderWithCashier(<CopyButton text="TR33 0006 1005" label="IBAN" onCopy={onCopy} />);
    expect(tooltip().textContent).toBe('');
    await press();
    expect(clipboard!.writeText).toHaveBeenCalledWith('TR33 0006 1005');
    expect(execCommand).not.toHaveBeenCalled();
    expect(tooltip().textContent).toBe('Copied');
    expect(onCopy).toHaveBeenCalledWith(true);
  });

  it('hides the tooltip after 3000 ms (spec §9)', async () => {
    stubClipboard(async () => {});
    view = renderWithCashier(<CopyButton text="x" label="Code" />);
    await press();
    act(() => vi.advanceTimersByTime(2999));
    expect(tooltip().textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip().textContent).toBe('');
  });

  it('starts the 3000 ms again when pressed again', async () => {
    stubClipboard(async () => {});
    view = renderWithCashier(<CopyButton text="x" label="Code" />);
    await press();
    act(() => vi.advanceTimersByTime(2000));
    await press();
    act(() => vi.advanceTimersByTime(2000));
    expect(tooltip().textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1000));
    expect(tooltip().textContent).toBe('');
  });

  it('falls back to a hidden textarea and execCommand when there is no Clipboard API', async () => {
    stubClipboard(null);
    let selected: { value: string; readOnly: boolean; hidden: string | null } | null = null;
    execCommand.mockImplementation(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      selected = { value: area.value.slice(area.selectionStart, area.selectionEnd), readOnly: area.readOnly, hidden: area.getAttribute('aria-hidden') };
      return true;
    });
    view = renderWithCashier(<CopyButton text="2200 7001 2345 6789" label="Card number" />);
    button().focus();
    await press();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toEqual({ value: '2200 7001 2345 6789', readOnly: true, hidden: 'true' });
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(tooltip().textContent).toBe('Copied');
  });

  it('falls back when the Clipboard API refuses', async () => {
    const clipboard = stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    execCommand.mockReturnValue(true);
    view = renderWithCashier(<CopyButton text="12345" label="Account number" />);
    await press();
    expect(clipboard!.writeText).toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(tooltip().textContent).toBe('Copied');
  });

  it('puts the fallback textarea inside its shadow root, and removes it', async () => {
    stubClipboard(null);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    let inShadow = false;
    let inDocument = true;
    execCommand.mockImplementation(() => {
      inShadow = shadow.querySelector('textarea') !== null;
      inDocument = document.querySelector('textarea') !== null;
      return true;
    });
    view = renderWithCashier(<CopyButton text="x" label="Code" />, { container: shadow });
    await press();
    expect([inShadow, inDocument]).toEqual([true, false]);
    expect(shadow.querySelector('textarea')).toBeNull();
    host.remove();
  });

  it('says "Copy failed" when both ways fail, and never claims a copy', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    execCommand.mockReturnValue(false);
    const onCopy = vi.fn();
    view = renderWithCashier(<CopyButton text="x" label="Code" onCopy={onCopy} />);
    await press();
    expect(tooltip().textContent).toBe('Copy failed');
    expect(tooltip().className).toContain('copy__tooltip--failed');
    expect(onCopy).toHaveBeenCalledWith(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says "Copy failed" when execCommand throws or does not exist', async () => {
    stubClipboard(null);
    execCommand.mockImplementation(() => {
      throw new Error('not supported');
    });
    view = renderWithCashier(<CopyButton text="x" label="Code" />);
    await press();
    expect(tooltip().textContent).toBe('Copy failed');
    view.unmount();
    delete (document as unknown as Record<string, unknown>).execCommand;
    view = renderWithCashier(<CopyButton text="x" label="Code" />);
    await press();
    expect(tooltip().textContent).toBe('Copy failed');
  });

  it('leaves no timer behind when removed', async () => {
    stubClipboard(async () => {});
    view = renderWithCashier(<CopyButton text="x" label="Code" />);
    await press();
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    view = null;
    expect(vi.getTimerCount()).toBe(0);
  });
});
