import { useId } from 'react';
import { formatDayTime } from '../i18n/format.ts';
import { Card } from '../ui/Card.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminAuditEntry } from './types.ts';

/** The administrators' actions on the account, newest first: what, when, by whom, and why. */
export function AuditLog({ entries, headingLevel }: { entries: readonly AdminAuditEntry[]; headingLevel: 2 | 3 | 4 }) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('audit')} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {t('user.audit')}
      </Heading>
      {entries.length === 0 ? (
        <p {...part('lead')}>{t('user.auditEmpty')}</p>
      ) : (
        <Card padding="none">
          <ol {...part('list')}>
            {entries.map((entry) => (
              <li key={entry.id} {...part('auditEntry', { state: entry.action })}>
                <strong>{t(`user.auditActions.${entry.action}`)}</strong>{' '}
                <time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt, locale)}</time>{' '}
                {entry.actorName ? t('user.auditBy', { name: entry.actorName }) : t('user.auditByCommandLine')}
                {entry.reason ? <p {...part('reason')}>{t('user.reasonLine', { reason: entry.reason })}</p> : null}
              </li>
            ))}
          </ol>
        </Card>
      )}
    </section>
  );
}
