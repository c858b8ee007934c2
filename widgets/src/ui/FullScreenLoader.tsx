import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { Spinner } from './Spinner.tsx';

export interface FullScreenLoaderProps {
  /** Announced and shown under the logo; « Chargement… » by default. */
  label?: string;
  className?: string;
}

/** Covers the screen while the session loads (spec §2), with the brand's logo. */
export function FullScreenLoader({ label, className }: FullScreenLoaderProps) {
  const { t } = useWidgetTranslation('common');
  const text = label ?? t('loading');
  return (
    <div className={cx('propre-fullscreen-loader', className)} data-part="fullscreen-loader" role="status" aria-live="polite">
      <BrandLogo size={48} />
      <Spinner size="md" />
      <p className="propre-fullscreen-loader-label">{text}</p>
    </div>
  );
}
