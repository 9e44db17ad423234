import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from '../../../src/ui/qr/QrCode';
import { type Rendered, renderWithCashier } from './renderWithCashier';

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  vi.restoreAllMocks();
});

/** Lets the lazily imported library arrive and the component draw with it. */
const libraryLoaded = () =>
  act(async () => {
    await import('qrcode');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the QR code', () => {
  it('shows a loading state, then the code as a named image, 200 px wide with no margin (spec §9)', async () => {
    view = renderWithCashier(<QrCode text="https://pay.example/i/42" />);
    expect(view.container.querySelector('.qr--loading [role="status"]')?.textContent).toBe('Loading QR code…');
    expect(view.container.querySelector('.qr__svg')).toBeNull();
    await libraryLoaded();
    const svg = view.container.querySelector('.qr__svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('QR code to pay');
    expect(svg.getAttribute('width')).toBe('200');
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 (\d+) \1$/);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The light modules stay transparent: nothing but the dark path is drawn.
    expect(svg.children).toHaveLength(1);
    expect(view.container.querySelector('.qr--loading')).toBeNull();
  });

  it('takes its name and size from the flow, and its texts from the cashier language', async () => {
    view = renderWithCashier(<QrCode text="00020126580014br.gov.bcb.pix" label="Pix QR code" size={160} />);
    await libraryLoaded();
    const svg = view.container.querySelector('.qr__svg')!;
    expect([svg.getAttribute('aria-label'), svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['Pix QR code', '160', '160']);
    view.unmount();
    view = renderWithCashier(<QrCode text="x" />, { locale: 'pt' });
    expect(view.container.textContent).toBe('Carregando o QR Code…');
    await libraryLoaded();
    expect(view.container.querySelector('.qr__svg')!.getAttribute('aria-label')).toBe('QR Code para pagar');
  });

  it('draws a new code when the text changes, never the old one meanwhile', async () => {
    view = renderWithCashier(<QrCode text="first" />);
    await libraryLoaded();
    const first = view.container.querySelector('.qr__svg path')!.getAttribute('d');
    view.rerender(<QrCode text="a different and rather longer payment text" />);
    expect(view.container.querySelector('.qr__svg')).toBeNull();
    await libraryLoaded();
    expect(view.container.querySelector('.qr__svg path')!.getAttribute('d')).not.toBe(first);
  });

  it('says so in text when the code cannot be drawn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    view = renderWithCashier(<QrCode text={'9'.repeat(8000)} />);
    await libraryLoaded();
    expect(view.container.querySelector('.qr__svg')).toBeNull();
    expect(view.container.querySelector('.qr--failed')?.textContent).toBe('The QR code could not be shown');
    expect(warn).toHaveBeenCalled();
  });

  it('shows a safe server image when there is no text to encode', () => {
    view = renderWithCashier(<QrCode qrDataURL={PNG} />);
    const img = view.container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width')]).toEqual([PNG, 'QR code to pay', '200']);
  });

  it('draws the text rather than the server image when it has both', async () => {
    view = renderWithCashier(<QrCode text="https://pay.example/i/42" qrDataURL={PNG} />);
    await libraryLoaded();
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('.qr__svg')).not.toBeNull();
  });

  it('refuses an unsafe server image and says the code cannot be shown', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'https://tracker.example/qr.png']) {
      view = renderWithCashier(<QrCode qrDataURL={url} />);
      expect(view.container.querySelector('img')).toBeNull();
      expect(view.container.innerHTML).not.toContain(url);
      expect(view.container.textContent).toBe('The QR code could not be shown');
      view.unmount();
      view = null;
    }
  });
});
