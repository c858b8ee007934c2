import type { ReactNode } from 'react';
import { FormFrame } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { todayInQuebec } from '../i18n/format.ts';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { LoadingShape } from '../ui/LoadingShape.tsx';
import { ErrorState, FramedProblem } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { type Todo, type TodoDraft, todoPriorities, todoTitleMax } from './model.ts';
import type { TodosPart } from './parts.ts';
import { TodoItem } from './TodoItem.tsx';
import { todosTexts } from './texts.ts';

export type TodosStatus = 'loading' | 'error' | 'success';
export type TodoField = 'title' | 'priority' | 'dueDate';
export const todoFieldOrder: readonly TodoField[] = ['title', 'priority', 'dueDate'];

export interface TodosViewProps extends RetryProps {
  status: TodosStatus;
  /** The list in the order to show (growth.listMyTodos); required when `status` is `success`. */
  items?: readonly Todo[];
  /** The add form's values, errors and state. */
  draft: TodoDraft;
  onDraftChange: (draft: TodoDraft) => void;
  draftErrors?: FormErrors<TodoField>;
  /** Counts the refused attempts: the focus moves to the first error after each. */
  attempt?: number;
  adding?: boolean;
  onAdd: () => void;
  onToggle: (todo: Todo, completed: boolean) => void;
  onDelete: (todo: Todo) => void;
  /** The item being changed or removed. */
  busyId?: string | null;
  /** Why the last change or removal failed, above the list. */
  itemError?: unknown;
  /** « Now », for what is late (stories, tests). */
  now?: Date;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The cleaner's to-do list, props only: the add form (title, priority, due date), then the items
 * in order, each ticked done in place, with its priority, its due date (late ones said so) and its removal.
 */
export function TodosView(props: TodosViewProps) {
  const { status, items, error, onRetry, retrying, draft, onDraftChange, draftErrors = {}, attempt, adding } = props;
  const { onAdd, onToggle, onDelete, busyId, itemError, now, title, headingLevel = 2, className } = props;
  const { t, part } = useEntry<TodosPart>(todosTexts);
  const refs = useErrorFocus(attempt, todoFieldOrder, draftErrors);
  const sub = levelUnder(title, headingLevel);
  const today = todayInQuebec(now);
  const set = (field: TodoField) => (event: { target: { value: string } }) =>
    onDraftChange({ ...draft, [field]: event.target.value });
  return (
    <div {...part('root', { state: status, className })} aria-busy={status === 'loading' || undefined}>
      <WidgetTitle title={title} fallback={t('title')} level={headingLevel} {...part('title')} />
      <div {...part('add')}>
        <FormFrame
          state={adding ? 'submitting' : 'idle'}
          title={t('add.title')}
          headingLevel={Math.min(sub, 3) as 2 | 3}
          submitLabel={t('add.submit')}
          submittingLabel={t('add.submitting')}
          problem={draftErrors.form}
          {...refs}
          onSubmit={onAdd}
        >
          <div {...part('addFields')}>
            <TextField
              name="title"
              label={t('add.label')}
              value={draft.title}
              maxLength={todoTitleMax}
              autoComplete="off"
              error={draftErrors.title}
              onChange={set('title')}
            />
            <SelectField
              name="priority"
              label={t('add.priority')}
              value={draft.priority}
              options={todoPriorities.map((value) => ({ value, label: t(`priorityOption.${value}`) }))}
              error={draftErrors.priority}
              onChange={set('priority')}
            />
            <TextField
              name="dueDate"
              type="date"
              label={t('add.dueDate')}
              optional
              value={draft.dueDate}
              error={draftErrors.dueDate}
              onChange={set('dueDate')}
            />
          </div>
        </FormFrame>
      </div>
      {status === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={sub} />
      ) : status === 'loading' || !items ? (
        <LoadingShape frame={part('skeleton')} label={t('loading')} skeletons={[{ height: '4rem' }, { height: '4rem' }]} />
      ) : (
        <>
          <FramedProblem frame={part('problem')} error={itemError} title={t('failed')} />
          {items.length === 0 ? (
            <EmptyState title={t('empty')} body={t('emptyBody')} headingLevel={sub} />
          ) : (
            <Card padding="none">
              <ul {...part('list')}>
                {items.map((todo) => (
                  <TodoItem
                    key={todo.id}
                    todo={todo}
                    today={today}
                    busy={busyId === todo.id}
                    onToggle={(completed) => onToggle(todo, completed)}
                    onDelete={() => onDelete(todo)}
                  />
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
