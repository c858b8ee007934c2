import { Card } from '../ui/Card.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { AdminLink } from './AdminLink.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminRenderLink } from './types.ts';

export interface FigureProps {
  label: string;
  value: string;
  note?: string;
  /** The list behind the figure; no link when the console has no such page yet. */
  href?: string | undefined;
  /** `alert` when the figure asks for action today (not zero). */
  state?: 'alert' | 'calm';
  renderLink?: AdminRenderLink | undefined;
}

/** One figure of the dashboard: what it counts, the number, a note, and the way to its list. */
export function Figure({ label, value, note, href, state = 'calm', renderLink }: FigureProps) {
  const { t, part } = useEntry<AdminPart>(adminTexts);
  return (
    <Card padding="md" {...part('figure', { state })}>
      <dt {...part('figureLabel')}>{label}</dt>
      <dd {...part('figureValue', { className: 'propre-figure-value' })}>{value}</dd>
      {note ? <dd {...part('figureNote')}>{note}</dd> : null}
      {href ? (
        <dd>
          <AdminLink renderLink={renderLink} href={href} {...part('figureLink')}>
            {t('dashboard.open')}
            <VisuallyHidden> — {label}</VisuallyHidden>
          </AdminLink>
        </dd>
      ) : null}
    </Card>
  );
}
