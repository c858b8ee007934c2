import { type ReactNode, useId } from 'react';
import { accountNs } from '../i18n/bundles/account.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';

export interface SecuritySectionProps {
  /** What it holds, e.g. `<PasskeySettings headingLevel={3} />` from `@propre/widgets/auth`. */
  children: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * « Sécurité »: a settings card for the host's security widgets. It takes them as children so
 * that this entry does not load the passkey code of `@propre/widgets/auth`.
 */
export function SecuritySection({ children, headingLevel = 2, className }: SecuritySectionProps) {
  const { t } = useWidgetTranslation(accountNs);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className ? `propre-settings-section ${className}` : 'propre-settings-section'}
      data-part="settings-section"
      data-section="security"
      aria-labelledby={`${id}-title`}
    >
      <header className="propre-settings-section__header">
        <Heading id={`${id}-title`} className="propre-settings-section__title">
          {t('security.title')}
        </Heading>
      </header>
      {children}
    </section>
  );
}
