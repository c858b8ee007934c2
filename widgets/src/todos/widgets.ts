import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { todosTexts } from './texts.ts';

const widget = entryWidgets(todosTexts);

const page = skeletonOf({ height: '20rem' });

/** The signed-in cleaner's to-do list: add (title, priority, due date), tick done, delete. */
export const Todos = widget('Todos', () => import('./Todos.tsx'), page);

/** The to-do list with your own data, props only. */
export const TodosView = widget('TodosView', () => import('./TodosView.tsx'), page);
