import { describe, expect, it } from 'vitest';
import { sortTodos, type Todo } from './model.ts';

const item = (id: string, fields: Partial<Todo>): Todo => ({
  id,
  title: id,
  priority: 'medium',
  dueDate: null,
  completed: false,
  createdAt: '2026-12-01T12:00:00.000Z',
  completedAt: null,
  ...fields,
});

describe('sortTodos', () => {
  it('puts open items by due date, undated last, then by priority; completed ones after, latest first', () => {
    const sorted = sortTodos([
      item('done-early', { completed: true, completedAt: '2026-12-01T10:00:00.000Z' }),
      item('undated', {}),
      item('later', { dueDate: '2026-12-10' }),
      item('done-late', { completed: true, completedAt: '2026-12-02T10:00:00.000Z' }),
      item('soon-low', { dueDate: '2026-12-03', priority: 'low' }),
      item('soon-high', { dueDate: '2026-12-03', priority: 'high' }),
    ]);
    expect(sorted.map((todo) => todo.id)).toEqual(['soon-high', 'soon-low', 'later', 'undated', 'done-late', 'done-early']);
  });
});
