import { Component, type ErrorInfo, type ReactNode } from 'react';
import { usePropreContext } from '../context/context.ts';
import { cx } from '../theme/appearance.ts';

interface BoundaryProps {
  /** Forgets what failed (the widget's code, its texts) so the retry loads them again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps one widget's failure to itself: a chunk that cannot be fetched (the network dropped, a
 * new release replaced the files) or a widget that throws shows a short notice with a retry in
 * the widget's place, and the rest of the page stays usable.
 */
export class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Still visible to the host's own error reporting, as an uncaught error would be.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <WidgetFailed
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

function WidgetFailed({ onRetry }: { onRetry: () => void }) {
  const { i18n, appearance } = usePropreContext();
  const t = i18n.getFixedT(null, 'common');
  return (
    <div role="alert" className={cx('propre-widget-error', appearance?.elements?.widgetError)} data-part="widgetError">
      <p>{t('widget.loadFailed')}</p>
      <button type="button" className="propre-button propre-button--secondary propre-button--sm" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
