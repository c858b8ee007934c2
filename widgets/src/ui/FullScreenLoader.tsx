import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';
import { Spinner } from './Spinner.tsx';

export interface FullScreenLoaderProps {
  /** Announced and shown under the logo; « Chargement… » by default. */
  label?: string;
  className?: string;
}

/** Covers the screen while the session loads (spec §2), with the brand's logo. */
export function FullScreenLoader({ label, className }: FullScreenLoaderProps) {
  const part = usePart<UiPart>('ui');
  const { t } = useWidgetTranslation('common');
  const text = label ?? t('loading');
  return (
    <div {...part('fullscreenLoader', { className })} role="status" aria-live="polite">
      <BrandLogo size={48} />
      <Spinner size="md" />
      <p className="propre-fullscreen-loader-label">{text}</p>
    </div>
  );
}
