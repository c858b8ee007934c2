import { Badge, VisuallyHidden } from '@propre/widgets/ui';
import { useAppTranslation } from '../i18n/use-app-translation.ts';

/** The unread count as a badge, with its meaning for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useAppTranslation('header');
  if (count <= 0) return null;
  return (
    <>
      <Badge tone="danger" className="app-unread" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{t('account.unread', { count })}</VisuallyHidden>
    </>
  );
}
