import { usePendingRequestCount } from '@propre/widgets/bookings';
import { useRealtime } from '@propre/widgets/chat';
import { Badge, VisuallyHidden } from '@propre/widgets/ui';
import { NavLink } from 'react-router';
import { useAppTranslation } from '../i18n/use-app-translation.ts';

/**
 * A cleaner's requests waiting for an answer, in the header while there are any: a link to
 * /bookings with their count, kept current by the layout's live connection (BOOKING_UPDATE).
 */
export function RequestsLink() {
  const { t } = useAppTranslation('header');
  const count = usePendingRequestCount({ realtime: useRealtime() });
  if (count <= 0) return null;
  return (
    <NavLink to="/bookings" end className="app-header-link app-header-requests">
      <span className="app-wide-only">{t('requests.short')}</span>
      <Badge tone="danger" className="app-unread" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </Badge>
      {/* The count's meaning for screen readers, on a phone where the word is not shown too. */}
      <VisuallyHidden>{t('requests.label', { count })}</VisuallyHidden>
    </NavLink>
  );
}
