import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type ITodo, Todo, type TodoPriority } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);
export const todoLimit = 200;

type Schemas = components['schemas'];
export type TodoDto = Schemas['Todo'];

export const toTodoDto = (todo: ITodo): TodoDto => ({
  id: todo.id,
  title: todo.title,
  priority: todo.priority,
  dueDate: todo.dueDate ?? null,
  completed: todo.completed,
  createdAt: todo.createdAt.toISOString(),
  completedAt: todo.completedAt ? todo.completedAt.toISOString() : null,
});

const rank: Record<TodoPriority, number> = { high: 0, medium: 1, low: 2 };

/** Open first by due date (undated last) then priority; completed last, most recently completed first. */
export function compareTodos(a: ITodo, b: ITodo): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  if (a.completed) return (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0);
  const dueA = a.dueDate ?? '9999-12-31';
  const dueB = b.dueDate ?? '9999-12-31';
  if (dueA !== dueB) return dueA < dueB ? -1 : 1;
  if (a.priority !== b.priority) return rank[a.priority] - rank[b.priority];
  return a.id < b.id ? -1 : 1;
}

export interface TodosService {
  list(cleanerId: string): Promise<TodoDto[]>;
  create(cleanerId: string, input: Schemas['TodoCreateRequest']): Promise<TodoDto>;
  update(cleanerId: string, todoId: string, patch: Schemas['TodoPatch']): Promise<TodoDto>;
  remove(cleanerId: string, todoId: string): Promise<void>;
}

const notFound = () =>
  fail('todo_not_found', { detail: { fr: 'Aucune de vos tâches n’a cet identifiant.', en: 'None of your to-dos has this id.' } });

/** A cleaner's own to-do list; nobody else reads or changes it. */
export function createTodosService({ orm }: { orm: MikroORM }): TodosService {
  return {
    async list(cleanerId) {
      const todos = await orm.em.fork().find(Todo, { cleanerId });
      return todos.sort(compareTodos).map(toTodoDto);
    },
    async create(cleanerId, input) {
      return orm.em.fork().transactional(async (em) => {
        // Counted under a lock on the cleaner's account row, so two adds cannot both take the last place.
        await query(em, 'select 1 from app_user where id = $1 for update', [cleanerId]);
        if ((await em.count(Todo, { cleanerId })) >= todoLimit) {
          throw fail('todo_limit_reached', {
            detail: {
              fr: `Votre liste compte déjà ${todoLimit} tâches. Supprimez-en avant d’en ajouter.`,
              en: `Your list already holds ${todoLimit} to-dos. Remove some before adding more.`,
            },
          });
        }
        const now = new Date();
        const todo = em.create(Todo, {
          id: newId('tdo'),
          cleanerId,
          title: input.title.trim() || input.title,
          priority: input.priority ?? 'medium',
          dueDate: input.dueDate ?? null,
          completed: false,
          completedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        return toTodoDto(todo);
      });
    },
    async update(cleanerId, todoId, patch) {
      const em = orm.em.fork();
      const todo = await em.findOne(Todo, { id: todoId, cleanerId });
      if (!todo) throw notFound();
      const now = new Date();
      if (patch.title !== undefined) todo.title = patch.title.trim() || patch.title;
      if (patch.priority !== undefined) todo.priority = patch.priority;
      if (patch.dueDate !== undefined) todo.dueDate = patch.dueDate;
      if (patch.completed !== undefined && patch.completed !== todo.completed) {
        todo.completed = patch.completed;
        todo.completedAt = patch.completed ? now : null;
      }
      todo.updatedAt = now;
      await em.flush();
      return toTodoDto(todo);
    },
    async remove(cleanerId, todoId) {
      const deleted = await orm.em.fork().nativeDelete(Todo, { id: todoId, cleanerId });
      if (deleted === 0) throw notFound();
    },
  };
}
