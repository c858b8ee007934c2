import { growth } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { queryState } from '../ui/query-state.ts';
import { useDraft } from '../ui/use-draft.ts';
import { emptyDraft, sortTodos, type Todo, type TodoDraft, todoTitleMax } from './model.ts';
import { type TodoField, TodosView, type TodosViewProps, todoFieldOrder } from './TodosView.tsx';
import { todosTexts } from './texts.ts';

export interface TodosProps extends Pick<TodosViewProps, 'title' | 'headingLevel' | 'className' | 'now'> {
  /** Called with each item added. */
  onAdded?: (todo: Todo) => void;
}

const sameNames = Object.fromEntries(todoFieldOrder.map((field) => [field, field])) as Record<string, TodoField>;

/**
 * The signed-in cleaner's to-do list (growth.listMyTodos), with adding (growth.createTodo),
 * ticking done (growth.updateTodo) and removing (growth.deleteTodo); the SDK's mutation cache
 * refreshes the list after each.
 */
export function Todos({ onAdded, ...view }: TodosProps) {
  const { t } = useEntryTranslation(todosTexts);
  const { client } = usePropre();
  const list = useQuery(growth.listMyTodos(client));
  const create = useMutation(growth.createTodo(client));
  const update = useMutation(growth.updateTodo(client));
  const remove = useMutation(growth.deleteTodo(client));
  const form = useForm({ order: todoFieldOrder, placement: { fields: sameNames }, t });
  const { draft, change: changeDraft, reset: resetDraft } = useDraft<TodoField, TodoDraft>(form, todoFieldOrder, emptyDraft);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [itemError, setItemError] = useState<unknown>(null);
  // A tick shows at once (a phone on a weak signal), until the list read again says the same.
  const [ticked, setTicked] = useState<{ id: string; completed: boolean } | null>(null);

  const add = () => {
    const title = draft.title.trim();
    if (!title || title.length > todoTitleMax) {
      form.show((wordIn) => ({ title: wordIn(title ? 'add.tooLong' : 'add.required') }));
      return;
    }
    form.clear();
    create.mutate(
      { body: { title, priority: draft.priority, dueDate: draft.dueDate || null } },
      {
        onSuccess: (todo) => {
          resetDraft();
          onAdded?.(todo);
        },
        onError: (error) => form.fail(error),
      },
    );
  };

  /** One change to one item at a time; its failure is said above the list until the next. */
  const change = (todo: Todo, work: () => Promise<unknown>) => {
    setBusyId(todo.id);
    setItemError(null);
    work()
      .then(() => list.refetch())
      .catch((error: unknown) => setItemError(error))
      .finally(() => {
        setBusyId(null);
        setTicked(null);
      });
  };
  const shown = list.data?.items.map((todo) => (todo.id === ticked?.id ? { ...todo, completed: ticked.completed } : todo));

  return (
    <TodosView
      {...view}
      {...queryState(list)}
      items={shown ? sortTodos(shown) : undefined}
      draft={draft}
      onDraftChange={changeDraft}
      draftErrors={form.errors}
      attempt={form.attempt}
      adding={create.isPending}
      onAdd={add}
      onToggle={(todo, completed) => {
        setTicked({ id: todo.id, completed });
        change(todo, () => update.mutateAsync({ path: { todoId: todo.id }, body: { completed } }));
      }}
      onDelete={(todo) => change(todo, () => remove.mutateAsync({ path: { todoId: todo.id } }))}
      busyId={busyId}
      itemError={itemError}
    />
  );
}
