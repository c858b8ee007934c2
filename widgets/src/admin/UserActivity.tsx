import { formatDay, formatDayTime, formatMoney } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ListSection } from './ListSection.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminUserDetailData } from './types.ts';

type Activity = AdminUserDetailData['activity'];

/** The account's latest bookings, ledger lines, documents and sessions (20 of each at most). */
export function UserActivity({ activity, headingLevel }: { activity: Activity; headingLevel: 2 | 3 | 4 }) {
  const { t, locale } = useEntry<AdminPart>(adminTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  const now = Date.now();
  return (
    <>
      <ListSection title={t('user.bookings')} empty={t('user.bookingsEmpty')} headingLevel={headingLevel}>
        {activity.bookings.map((b) => (
          <li key={b.id}>
            <strong>{formatDayTime(b.startsAt, locale)}</strong> — {t(`user.bookingStatus.${b.status}`)}, {t(`user.as.${b.as}`)},{' '}
            {money(b.totalCents)} <code>{b.id}</code>
          </li>
        ))}
      </ListSection>
      <ListSection title={t('user.ledger')} empty={t('user.ledgerEmpty')} headingLevel={headingLevel}>
        {activity.ledgerLines.map((line) => (
          <li key={`${line.createdAt}-${line.account}-${line.kind}-${line.amountCents}`}>
            <strong>{money(line.amountCents)}</strong> <code>{line.account}</code> — {line.kind},{' '}
            {formatDay(line.createdAt, locale)}
          </li>
        ))}
      </ListSection>
      <ListSection title={t('user.documents')} empty={t('user.documentsEmpty')} headingLevel={headingLevel}>
        {activity.documents.map((d) => (
          <li key={d.id}>
            <strong>{t(`user.documentTypes.${d.type}`)}</strong> — {t(`user.documentStatus.${d.status}`)},{' '}
            {formatDay(d.uploadedAt, locale)}
            {d.rejectionReason ? ` — ${t('user.reasonLine', { reason: d.rejectionReason })}` : null}
          </li>
        ))}
      </ListSection>
      <ListSection title={t('user.sessions')} empty={t('user.sessionsEmpty')} headingLevel={headingLevel}>
        {activity.sessions.map((s) => (
          <li key={s.createdAt}>
            <strong>
              {s.revokedAt
                ? t('user.sessionRevoked')
                : Date.parse(s.expiresAt) < now
                  ? t('user.sessionExpired')
                  : t('user.sessionActive')}
            </strong>{' '}
            — {t('user.sessionOpened', { date: formatDayTime(s.createdAt, locale), used: formatDayTime(s.lastUsedAt, locale) })}
          </li>
        ))}
      </ListSection>
    </>
  );
}
