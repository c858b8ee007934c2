import type { ReactNode } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountPart } from './parts.ts';
import { SectionCard } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';

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
  const { t } = useEntry<AccountPart>(accountTexts);
  return (
    <SectionCard name="security" title={t('security.title')} headingLevel={headingLevel} className={className}>
      {children}
    </SectionCard>
  );
}
