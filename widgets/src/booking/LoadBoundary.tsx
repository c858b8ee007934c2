import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Shown when a part loaded on demand failed to load or to start; `retry` mounts it again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a chunk or a third-party script that did not load, so the rest of the widget stays usable. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
