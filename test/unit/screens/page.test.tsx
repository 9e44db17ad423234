import { describe, expect, it } from 'vitest';
import { RouteMetaContext, Page } from '../../../src/screens/Page';
import { CORE_DEPOSIT_ROUTES } from '../../../src/screens/coreRoutes';
import { renderWithCashier } from '../ui/renderWithCashier';

// Spec §2 route metadata: hidePaymentHeader takes the header away; hideClosingButton only Close.

const draw = (meta: object, heading?: string) =>
  renderWithCashier(
    <RouteMetaContext.Provider value={meta}>
      <Page title="Deposit" heading={heading}>
        <p>content</p>
      </Page>
    </RouteMetaContext.Provider>,
  ).container;

describe("a page's header from its route's metadata", () => {
  it('shows the title and Close by default, Back with a back route', () => {
    const page = draw({ backRoute: 'previous' });
    expect(page.querySelector('.header__back')).not.toBeNull();
    expect(page.querySelector('.header__close')).not.toBeNull();
    expect(draw({}).querySelector('.header')?.textContent).toContain('Deposit');
  });

  it('hides Close alone with hideClosingButton, and the whole header with hidePaymentHeader', () => {
    const noClose = draw({ hideClosingButton: true, backRoute: 'previous' });
    expect(noClose.querySelector('.header__close')).toBeNull();
    expect(noClose.querySelector('.header__back')).not.toBeNull();
    const none = draw({ hidePaymentHeader: true, backRoute: 'previous' });
    expect(none.querySelector('.header')).toBeNull();
    expect(none.querySelector('section.page')?.getAttribute('aria-label')).toBe('Deposit');
  });

  it('sets both on /form, whose frame is the host\'s', () => {
    expect(CORE_DEPOSIT_ROUTES.find((route) => route.path === '/form')?.meta).toMatchObject({ hideClosingButton: true, hidePaymentHeader: true });
  });
});
