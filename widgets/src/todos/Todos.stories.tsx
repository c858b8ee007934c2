import type { TodoList } from '@propre/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noTodos, todoAdded, todoDone, todoList } from '../story-support/fixtures/todos.ts';
import { mockOperation, problemBody, readStories, slow, withAnswers } from '../story-support/index.ts';
import { Todos } from './index.ts';

// Tuesday 1 December 2026 in Montréal: the invoice due on the 30th is late.
const now = new Date('2026-12-01T15:00:00.000Z');

const meta = {
  title: 'Widgets/Todos/Todos',
  component: Todos,
  args: { now, onAdded: fn() },
} satisfies Meta<typeof Todos>;

export default meta;
type Story = StoryObj<typeof meta>;

const addButton = /Ajouter la tâche|Add the to-do/;
const titleField = /^(Tâche|To-do)$/;

/** The list answered with `list` (and any other operation the story needs). */
const listed = (list: TodoList, ...more: HttpHandler[]) => withAnswers({ 'growth.listMyTodos': list }, ...more);

// Loading, a failed load and a partner's class on every part, as every list that reads one operation has them.
const read = readStories(
  'todos',
  'growth.listMyTodos',
  todoList,
  (root) => within(root).findByRole('checkbox', { name: 'Commander des gants' }, slow),
  { loading: /Chargement de vos tâches|Loading your to-dos/, requestId: true },
);

/** Loading: the form is ready, the list is skeletons. */
export const Loading: Story = read.Loading;

/** Nothing yet: what the list is for. */
export const Empty: Story = {
  ...listed(noTodos),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^(Aucune tâche|No to-do)$/, {}, slow)).toBeVisible();
  },
};

/** The list cannot load (500): an error with its request id and a retry. */
export const LoadError: Story = read.LoadError;

/** The list by due date: the late one said so, priorities, an undated one, the done one last and struck through. */
export const WithItems: Story = {
  ...listed(todoList),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('checkbox', { name: 'Envoyer la facture de novembre' }, slow);
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="todosItem"]')];
    await expect(items.map((item) => item.dataset.state)).toEqual(['overdue', 'open', 'open', 'open', 'completed']);
    const late = within(items[0] as HTMLElement);
    await expect(late.getByText(/^(En retard|Overdue)$/)).toBeVisible();
    await expect(late.getByText(/^(Priorité haute|High priority)$/)).toBeVisible();
    await expect(late.getByText(/Pour le lundi 30 novembre|Due Monday, November 30/)).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText(/^(Sans échéance|No due date)$/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Commander des gants' })).toBeChecked();
    await expect(
      canvas.getByRole('button', {
        name: /Supprimer «\sRendre la clé de Mme Tremblay\s»|Delete “Rendre la clé de Mme Tremblay”/,
      }),
    ).toBeVisible();
  },
};

/** An empty title is refused here, beside the field, which gets the focus. */
export const AddTitleRequired: Story = {
  ...listed(noTodos),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: addButton }, slow));
    const field = canvas.getByRole('textbox', { name: titleField });
    await waitFor(() => expect(field).toHaveFocus(), slow);
    await expect(field).toHaveAccessibleDescription(/Écrivez la tâche|Write the to-do/);
  },
};

/** Added: title, priority and due date go to the API; the form empties for the next one. */
export const Add: Story = {
  ...listed(noTodos, mockOperation('growth.createTodo', { status: 201, body: todoAdded })),
  play: async ({ canvas, args }) => {
    const field = await canvas.findByRole('textbox', { name: titleField }, slow);
    await userEvent.type(field, 'Acheter du savon');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Priorité|Priority/ }), 'high');
    await userEvent.type(canvas.getByLabelText(/Échéance|Due date/), '2026-12-04');
    await userEvent.click(canvas.getByRole('button', { name: addButton }));
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledWith(todoAdded), slow);
    await waitFor(() => expect(field).toHaveValue(''), slow);
  },
};

/** The list is full (409 todo_limit_reached): said above the form, the title kept. */
export const AddRefused: Story = {
  ...listed(todoList, mockOperation('growth.createTodo', { status: 409, body: problemBody('todo_limit_reached', 409) })),
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: titleField }, slow);
    await userEvent.type(field, 'Acheter du savon');
    await userEvent.click(canvas.getByRole('button', { name: addButton }));
    await expect(await canvas.findByText(/liste de tâches est pleine|to-do list is full/i, {}, slow)).toBeVisible();
    await expect(field).toHaveValue('Acheter du savon');
  },
};

/** Ticked done in place: the change goes to the API. */
export const Complete: Story = {
  ...listed(todoList, mockOperation('growth.updateTodo', { status: 200, body: todoDone })),
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: 'Envoyer la facture de novembre' }, slow);
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeEnabled(), slow);
    await expect(canvasElement.querySelector('[data-part="todosProblem"]')).toBeNull();
  },
};

/** A removal the API refuses (404 todo_not_found, e.g. removed on another device): said above the list. */
export const DeleteRefused: Story = {
  ...listed(todoList, mockOperation('growth.deleteTodo', { status: 404, body: problemBody('todo_not_found', 404) })),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Supprimer «\sCommander des gants\s»|Delete “Commander des gants”/ }, slow),
    );
    const problem = await waitFor(() => {
      const found = canvasElement.querySelector('[data-part="todosProblem"]');
      if (!found) throw new Error('no problem yet');
      return found as HTMLElement;
    }, slow);
    await expect(problem).toHaveTextContent(/Cette tâche est introuvable|This task cannot be found/);
  },
};

/** Every part given a partner's class through `appearance.elements`: each rendered part carries it. */
export const Appearance: Story = read.Appearance;
