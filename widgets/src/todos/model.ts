import type { Todo, TodoPriority } from '@propre/sdk';

/** One item of the cleaner's to-do list (growth.listMyTodos), and its priority. */
export type { Todo, TodoPriority } from '@propre/sdk';

export const todoPriorities: readonly TodoPriority[] = ['low', 'medium', 'high'];
/** The contract's longest title. */
export const todoTitleMax = 200;

/** What the add form holds: the due date as the date input gives it (`''` for none). */
export interface TodoDraft {
  title: string;
  priority: TodoPriority;
  dueDate: string;
}

export const emptyDraft: TodoDraft = { title: '', priority: 'medium', dueDate: '' };

const rank: Record<TodoPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * The list's order (the API's, kept after a change made here): open items by due date, undated
 * last, then priority high to low; completed ones after, the most recently done first.
 */
export function sortTodos(items: readonly Todo[]): Todo[] {
  return [...items].sort((a, b) => {
    if (a.completed !== b.completed) return a.completed ? 1 : -1;
    if (a.completed) return (b.completedAt ?? '').localeCompare(a.completedAt ?? '');
    if (a.dueDate !== b.dueDate) return a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate.localeCompare(b.dueDate);
    return rank[a.priority] - rank[b.priority];
  });
}
