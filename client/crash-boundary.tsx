// Wraps an island: a rendering failure replaces it with the spec's crash screen instead of a raw exception,
// and "Try again" mounts it afresh.
import { Component, Fragment, type ReactNode } from 'react';

interface State {
  failed: boolean;
  /** Bumped by "Try again" so the children mount from scratch. */
  attempt: number;
}

export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return (
        <div className="crash" role="alert">
          <p className="crash-message">This page crashed.</p>
          <button type="button" className="crash-retry" onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
            Try again
          </button>
        </div>
      );
    }
    // A keyed fragment adds no element, so the server's markup still hydrates.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
