import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** Changing it clears a caught error (the layout passes the location, so navigating away recovers). */
  readonly resetKey: string;
}

interface State {
  readonly error: unknown;
  readonly resetKey: string;
}

/** The last line of defence: a page that fails to render still explains itself. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    const chunkFailed =
      this.state.error instanceof Error &&
      /dynamically imported module|Failed to fetch/i.test(this.state.error.message);
    return (
      <main className="page" id="main">
        <div className="panel panel--error" role="alert">
          <h1>Something went wrong</h1>
          <p>
            {chunkFailed
              ? 'Part of the app could not be downloaded: the server may have restarted with a new version.'
              : 'The page failed to show.'}{' '}
            Reloading usually helps; your search is kept in the address.
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </main>
    );
  }
}
