import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminUser } from './types.ts';

const tones: Record<AdminUser['status'], BadgeTone> = { active: 'success', suspended: 'danger', deleted: 'neutral' };

/** An account's status as a badge: its word, never its colour alone. */
export function UserStatusBadge({ status }: { status: AdminUser['status'] }) {
  const { t, part } = useEntry<AdminPart>(adminTexts);
  return (
    <Badge tone={tones[status]} {...part('status', { state: status })}>
      {t(`users.statuses.${status}`)}
    </Badge>
  );
}
