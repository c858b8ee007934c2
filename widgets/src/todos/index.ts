import './todos.css';

/** @propre/widgets/todos: the cleaner's to-do list (issue 35). */
export { emptyDraft, sortTodos, type Todo, type TodoDraft, type TodoPriority } from './model.ts';
export { type TodosPart, todosParts } from './parts.ts';
export type { TodosProps } from './Todos.tsx';
export type { TodoField, TodosStatus, TodosViewProps } from './TodosView.tsx';
export * from './widgets.ts';
