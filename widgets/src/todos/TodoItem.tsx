import { formatLocalDate } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { Todo } from './model.ts';
import type { TodosPart } from './parts.ts';
import { todosTexts } from './texts.ts';

const tones: Record<Todo['priority'], BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

export interface TodoItemProps {
  todo: Todo;
  /** Today in Quebec (YYYY-MM-DD): an open item due before it is late. */
  today: string;
  busy: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
}

/** One to-do: ticked done in place (its title is the checkbox's label), its priority and due date, and its removal. */
export function TodoItem({ todo, today, busy, onToggle, onDelete }: TodoItemProps) {
  const { t, part, locale } = useEntry<TodosPart>(todosTexts);
  const overdue = !todo.completed && todo.dueDate !== null && todo.dueDate < today;
  return (
    <li {...part('item', { state: todo.completed ? 'completed' : overdue ? 'overdue' : 'open' })} aria-busy={busy || undefined}>
      <div {...part('itemMain')}>
        <Checkbox
          label={todo.title}
          checked={todo.completed}
          disabled={busy}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <Button
          variant="ghost"
          {...part('delete')}
          disabled={busy}
          onClick={onDelete}
          aria-label={t('deleteLabel', { title: todo.title })}
        >
          {t('delete')}
        </Button>
      </div>
      <div {...part('itemMeta')}>
        <Badge tone={tones[todo.priority]} {...part('priority', { state: todo.priority })}>
          {t(`priority.${todo.priority}`)}
        </Badge>
        <span {...part('due')}>{todo.dueDate ? t('due', { date: formatLocalDate(todo.dueDate, locale) }) : t('noDue')}</span>
        {overdue ? (
          <Badge tone="danger" {...part('overdue')}>
            {t('overdue')}
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
