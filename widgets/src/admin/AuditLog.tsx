import { formatDayTime } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ListSection } from './ListSection.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminAuditEntry } from './types.ts';

/** The administrators' actions on the account, newest first: what, when, by whom, and why. */
export function AuditLog({ entries, headingLevel }: { entries: readonly AdminAuditEntry[]; headingLevel: 2 | 3 | 4 }) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  return (
    <ListSection title={t('user.audit')} empty={t('user.auditEmpty')} headingLevel={headingLevel} ordered part="audit">
      {entries.map((entry) => (
        <li key={entry.id} {...part('auditEntry', { state: entry.action })}>
          <strong>{t(`user.auditActions.${entry.action.replaceAll('.', '_')}`)}</strong>{' '}
          <time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt, locale)}</time>{' '}
          {entry.actorName ? t('user.auditBy', { name: entry.actorName }) : t('user.auditByCommandLine')}
          {entry.reason ? <p {...part('reason')}>{t('user.reasonLine', { reason: entry.reason })}</p> : null}
        </li>
      ))}
    </ListSection>
  );
}
