import { Checkbox } from '../ui/Checkbox.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { JobPart } from './parts.ts';
import { jobTexts } from './texts.ts';
import type { ChecklistItem, ChecklistSync } from './types.ts';

export interface ChecklistTicksProps {
  items: readonly ChecklistItem[];
  sync: ChecklistSync;
  onToggle: (task: string, done: boolean) => void;
  /** The API refused the last ticks. */
  error?: unknown;
  /** Submitted: shown, no longer ticked. */
  locked?: boolean;
}

/** The tasks as large checkboxes, each tick saved at once, and whether they reached the API. */
export function ChecklistTicks({ items, sync, onToggle, error, locked }: ChecklistTicksProps) {
  const { t, part } = useEntry<JobPart>(jobTexts);
  if (items.length === 0) return <p {...part('note')}>{t('checklist.empty')}</p>;
  const done = items.filter((item) => item.done).length;
  const label = t('checklist.progress', { done, total: items.length, count: done });
  return (
    <div {...part('checklist', { state: sync, className: 'propre-stack' })}>
      <p {...part('progress')}>{label}</p>
      <progress {...part('progressBar')} max={items.length} value={done} aria-label={label} />
      <ul {...part('tasks', { className: 'propre-stack propre-bare-list' })}>
        {items.map((item) => (
          <li key={item.task} {...part('task', { state: item.done ? 'done' : 'todo' })}>
            <Checkbox
              label={item.task}
              checked={item.done}
              disabled={locked}
              onChange={(event) => onToggle(item.task, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
      <p {...part('sync', { state: locked ? 'saved' : sync })} role="status">
        {locked ? t('checklist.submitted') : t(`checklist.${sync}`)}
      </p>
      {error ? <ProblemAlert error={error} /> : null}
    </div>
  );
}
