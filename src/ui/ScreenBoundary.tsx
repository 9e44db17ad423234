import { Component, type ReactNode } from 'react';
import { ScreenAttempt } from './screen';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  /** What the player reads: the title, the hint, and the button that tries the page again. */
  title: string;
  hint: string;
  retry: string;
  children: ReactNode;
}

/**
 * A page that throws while it renders, or whose code cannot load, shows what happened and a way
 * to try again, instead of taking the whole cashier down with it. The error goes to the console
 * for whoever helps the player.
 */
export class ScreenBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[payment-cashier] a page failed', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return <ScreenAttempt.Provider value={this.state.attempt}>{this.props.children}</ScreenAttempt.Provider>;
    return (
      <section className="page" aria-label={this.props.title}>
        <ErrorNotice title={this.props.title} text={this.props.hint} />
        <button type="button" className="button button--primary" part="button-primary" onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}>
          {this.props.retry}
        </button>
      </section>
    );
  }
}
