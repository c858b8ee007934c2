import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { blockDates, slotTime } from './describe.ts';
import type { CalendarPart } from './parts.ts';
import { Section } from './Section.tsx';
import { calendarTexts } from './texts.ts';
import type { AvailabilityBlock } from './types.ts';

export interface BlockListProps {
  blocks: readonly AvailabilityBlock[];
  headingLevel: 2 | 3 | 4;
  onAdd: () => void;
  onEdit: (block: AvailabilityBlock) => void;
  onSkip: (block: AvailabilityBlock) => void;
  onDelete: (block: AvailabilityBlock) => void;
}

/** Every block in words (« Chaque mardi, 9 h 00 à 17 h 00 »), each with its actions; an empty list says what to do first. */
export function BlockList({ blocks, headingLevel, onAdd, onEdit, onSkip, onDelete }: BlockListProps) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const id = useId();
  const add = (
    <Button size="lg" onClick={onAdd}>
      {t('blocks.add')}
    </Button>
  );
  return (
    <Section name="blocks" title={t('blocks.title')} headingLevel={headingLevel}>
      {blocks.length === 0 ? (
        <EmptyState
          title={t('blocks.empty')}
          body={t('blocks.emptyBody')}
          action={add}
          headingLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        />
      ) : (
        <>
          <ul {...part('blockList', { className: 'propre-bare-list' })}>
            {blocks.map((block) => {
              const what = `${blockDates(block, t, locale)}, ${slotTime(block, t, locale)}`;
              const textId = `${id}-${block.id}`;
              return (
                <li key={block.id} {...part('block', { state: block.kind })}>
                  <p id={textId} {...part('blockText')}>
                    {what}
                    {block.exceptions.length > 0 ? ` (${t('block.skipped', { count: block.exceptions.length })})` : null}
                  </p>
                  <div {...part('blockActions', { className: 'propre-wrap propre-row' })}>
                    <Button variant="secondary" onClick={() => onEdit(block)} aria-describedby={textId}>
                      {t('blocks.edit')}
                    </Button>
                    {block.kind === 'one_off' ? null : (
                      <Button variant="secondary" onClick={() => onSkip(block)} aria-describedby={textId}>
                        {t('blocks.skip')}
                      </Button>
                    )}
                    <Button variant="danger" onClick={() => onDelete(block)} aria-describedby={textId}>
                      {t('blocks.delete')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {add}
        </>
      )}
    </Section>
  );
}
