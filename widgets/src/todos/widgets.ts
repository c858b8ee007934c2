import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { TodosProps } from './Todos.tsx';
import type { TodosViewProps } from './TodosView.tsx';
import { todosTexts } from './texts.ts';

const page = () => createElement(Skeleton, { height: '20rem' });

/** The signed-in cleaner's to-do list: add (title, priority, due date), tick done, delete. */
export const Todos = defineWidget<TodosProps>({
  name: 'Todos',
  texts: todosTexts,
  load: () => import('./Todos.tsx').then((module) => module.Todos),
  skeleton: page,
});

/** The to-do list with your own data, props only. */
export const TodosView = defineWidget<TodosViewProps>({
  name: 'TodosView',
  texts: todosTexts,
  load: () => import('./TodosView.tsx').then((module) => module.TodosView),
  skeleton: page,
});
