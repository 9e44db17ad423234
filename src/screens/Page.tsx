import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { backAction } from '../routes/resolve';
import type { RouteMeta } from '../routes/types';
import { closeCashier, stepBack } from '../state/actions/navigation';
import { useCashier } from '../ui/context';
import { Header } from '../ui/Header';
import { HistoryEntry } from '../history/HistoryEntry';

export const RouteMetaContext = createContext<RouteMeta>({});

interface PageProps {
  /** What the page is (Deposit, Region…): its landmark's name, and its heading unless `heading` is given. */
  title: string;
  /**
   * The page's own visible heading (a method's name, say): then the page's one h2, at the top of
   * its content, and the header shows only Back and Close.
   */
  heading?: string;
  /** The mark of the method the page is for (its MethodIcon), beside the heading as on the list. */
  mark?: ReactNode;
  children: ReactNode;
  /** Overrides the route's back target (the empty page's region child goes back to where it came from). */
  onBack?: () => void;
}

/** A screen's frame: the header from the route's metadata, then the content. */
export function Page({ title, heading, mark, children, onBack }: PageProps) {
  const cashier = useCashier();
  const meta = useContext(RouteMetaContext);
  const handshake = useSnapshot(cashier.store).handshake;
  const back = onBack ?? (backAction(meta.backRoute) ? () => stepBack(cashier, meta) : undefined);
  const canClose = (handshake?.closingButton ?? true) && !meta.hideClosingButton;
  const close = canClose ? () => closeCashier(cashier) : undefined;
  const content = useRef<HTMLDivElement>(null);

  // Move focus to the new page when the player navigated inside the widget, for screen readers.
  useEffect(() => {
    const root = content.current?.getRootNode();
    if (root instanceof ShadowRoot && root.activeElement) content.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="page" aria-label={title}>
      {meta.hidePaymentHeader || (heading !== undefined && !back && !close) ? null : (
        <Header title={heading === undefined ? title : undefined} onBack={back} onClose={close} extra={!back && meta.transaction ? <HistoryEntry /> : null} />
      )}
      <div className="page__content" ref={content} tabIndex={-1}>
        {heading === undefined ? null : (
          <div className="page__title">
            {mark}
            <h2 className="page__heading" part="title">
              {heading}
            </h2>
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
