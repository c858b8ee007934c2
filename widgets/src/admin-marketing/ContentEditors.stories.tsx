import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  adminFaq,
  adminPosts,
  emptyStory,
  expectBeside,
  expectRetry,
  mockOperation,
  problemAnswer,
  slow,
  withHandlers,
} from '../story-support/index.ts';
import { AdminMarketing } from './widgets.ts';

/** The blog's and the FAQ's tabs of the marketing console: lists, editors side by side, previews. */
const meta = {
  title: 'Widgets/AdminMarketing/Blog and FAQ',
  component: AdminMarketing,
} satisfies Meta<typeof AdminMarketing>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = () => mockOperation('growth.listAllBlogPosts', { status: 200, body: adminPosts });
const faq = () => mockOperation('growth.listAllFaq', { status: 200, body: adminFaq });
const saveLabel = /^(Enregistrer|Save)$/;
const field = (root: HTMLElement, column: RegExp, name: RegExp) =>
  within(within(root).getByRole('group', { name: column })).getByRole('textbox', { name });

/** The posts with their status and languages; the French and English columns with their previews. */
export const Blog: Story = {
  args: { defaultTab: 'blog' },
  ...withHandlers(posts),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('rowheader', { name: 'Le grand ménage du printemps' }, slow)).toBeVisible();
    await expect(canvas.getByText(/^(Brouillon|Draft)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /(Modifier|Edit).*Le grand ménage du printemps/ }));
    const english = await canvas.findByRole('group', { name: /Anglais|English/ }, slow);
    await expect(within(english).getByRole('textbox', { name: /Titre|Title/ })).toHaveValue('The spring deep clean');
    // Each column's preview renders the post as the public page does: its title, its Markdown.
    await expect(await within(english).findByRole('heading', { name: 'The spring deep clean' }, slow)).toBeVisible();
    await expect(await within(english).findByRole('heading', { name: 'Before' }, slow)).toBeVisible();
    const french = canvas.getByRole('group', { name: /Français|French/ });
    await expect(await within(french).findByRole('heading', { name: 'Avant' }, slow)).toBeVisible();
  },
};

export const BlogEmpty: Story = {
  args: { defaultTab: 'blog' },
  ...emptyStory('growth.listAllBlogPosts', { items: [] }, /Aucun article|No posts/),
};

export const BlogLoading: Story = {
  args: { defaultTab: 'blog' },
  ...withHandlers(() => mockOperation('growth.listAllBlogPosts', { status: 200, body: adminPosts, delay: 'infinite' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, slow)).toHaveTextContent(/Chargement|Loading/);
  },
};

export const BlogError: Story = {
  args: { defaultTab: 'blog' },
  ...withHandlers(() => problemAnswer('growth.listAllBlogPosts', 503, 'service_unavailable')),
  play: ({ canvasElement }) => expectRetry(canvasElement),
};

/** Every rule of a post beside its field, before any call: the address, the French, English all or nothing. */
export const BlogValidation: Story = {
  args: { defaultTab: 'blog' },
  ...withHandlers(posts),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Nouvel article|New post/ }, slow));
    const slug = await canvas.findByRole('textbox', { name: /Adresse de l’article|Post address/ }, slow);
    await userEvent.type(slug, 'Grand Ménage');
    await userEvent.type(field(canvasElement, /Anglais|English/, /Titre|Title/), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel }));
    await expectBeside(slug, /minuscules|lowercase/, { invalid: true });
    await expect(slug).toHaveFocus();
    for (const [column, name] of [
      [/Français|French/, /Titre|Title/],
      [/Français|French/, /Résumé|Summary/],
      [/Français|French/, /Texte|Text/],
      [/Anglais|English/, /Résumé|Summary/],
      [/Anglais|English/, /Texte|Text/],
    ] as const) {
      await expectBeside(field(canvasElement, column, name), /requis|required/, { invalid: true });
    }
    await expectBeside(field(canvasElement, /Anglais|English/, /Titre|Title/), /Au moins 3|At least 3/, { invalid: true });
  },
};

/** The address taken by another post: the API's reason beside the address. */
export const BlogSlugTaken: Story = {
  args: { defaultTab: 'blog' },
  ...withHandlers(posts, () => problemAnswer('growth.createBlogPost', 409, 'blog_slug_taken')),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Nouvel article|New post/ }, slow));
    const slug = await canvas.findByRole('textbox', { name: /Adresse de l’article|Post address/ }, slow);
    await userEvent.type(slug, 'grand-menage-du-printemps');
    await userEvent.type(field(canvasElement, /Français|French/, /Titre|Title/), 'Le grand ménage');
    await userEvent.type(field(canvasElement, /Français|French/, /Résumé|Summary/), 'Par où commencer au printemps.');
    await userEvent.type(field(canvasElement, /Français|French/, /Texte|Text/), 'Commencez par la cuisine, puis le salon.');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel }));
    await expectBeside(slug, /Another post already uses|Un autre article/, { invalid: true });
  },
};

/** A post written in French only and published: sent with English as null, the list again. */
export const BlogPublished: Story = {
  args: { defaultTab: 'blog' },
  ...withHandlers(posts, () => mockOperation('growth.createBlogPost', { status: 201, body: adminPosts.items[0] as never })),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Nouvel article|New post/ }, slow));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Adresse de l’article|Post address/ }, slow),
      'menage-du-temps-des-fetes',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Statut|Status/ }), 'published');
    await userEvent.type(field(canvasElement, /Français|French/, /Titre|Title/), 'Le ménage des Fêtes');
    await userEvent.type(field(canvasElement, /Français|French/, /Résumé|Summary/), 'Recevoir sans s’épuiser.');
    await userEvent.type(field(canvasElement, /Français|French/, /Texte|Text/), 'Une maison prête en une matinée.');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel }));
    await within(document.body).findByText(
      /^(Article enregistré et publié|Post saved and published)$/,
      { selector: '[data-part="toastTitle"]' },
      slow,
    );
    await expect(await canvas.findByRole('button', { name: /Nouvel article|New post/ }, slow)).toBeVisible();
  },
};

/** The FAQ's entries; the editor's columns with the entry as the FAQ page shows it. */
export const Faq: Story = {
  args: { defaultTab: 'faq' },
  ...withHandlers(faq),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('rowheader', { name: /Comment réserver une pro|How do I book a cleaner/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/^(Masquée|Hidden)$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /(Modifier|Edit).*(Quand suis-je débité|When am I charged)/ }));
    const french = await canvas.findByRole('group', { name: /Français|French/ }, slow);
    await expect(await within(french).findByText(/^Quand suis-je débité/, { selector: 'summary' }, slow)).toBeVisible();
  },
};

export const FaqEmpty: Story = {
  args: { defaultTab: 'faq' },
  ...emptyStory('growth.listAllFaq', { items: [] }, /Aucune question|No questions/),
};

/** Every rule of an entry beside its field: the position, the French, English all or nothing. */
export const FaqValidation: Story = {
  args: { defaultTab: 'faq' },
  ...withHandlers(faq),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Nouvelle question|New question/ }, slow));
    const position = await canvas.findByRole('textbox', { name: /Position/ }, slow);
    await userEvent.clear(position);
    await userEvent.type(position, 'premier');
    await userEvent.type(field(canvasElement, /Anglais|English/, /^(Question)/), 'Who?');
    await userEvent.click(canvas.getByRole('button', { name: saveLabel }));
    await expectBeside(position, /0 (à|to) 10/, { invalid: true });
    await expect(position).toHaveFocus();
    await expectBeside(field(canvasElement, /Français|French/, /^Question/), /requis|required/, { invalid: true });
    await expectBeside(field(canvasElement, /Français|French/, /Réponse|Answer/), /requis|required/, { invalid: true });
    await expectBeside(field(canvasElement, /Anglais|English/, /^Question/), /Au moins 5|At least 5/, { invalid: true });
    await expectBeside(field(canvasElement, /Anglais|English/, /Réponse|Answer/), /requis|required/, { invalid: true });
  },
};

/** A deletion confirmed in a dialog. */
export const FaqDelete: Story = {
  args: { defaultTab: 'faq' },
  ...withHandlers(faq, () => mockOperation('growth.deleteFaqEntry', { status: 204 })),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /(Supprimer|Delete).*(Quand suis-je débité|When am I charged)/ }, slow),
    );
    const dialog = await within(document.body).findByRole('dialog', {}, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Supprimer|Delete)$/ }));
    await within(document.body).findByText(
      /^(Question supprimée|Question deleted)$/,
      { selector: '[data-part="toastTitle"]' },
      slow,
    );
  },
};
