import { type UseMutationOptions, type UseQueryResult, useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useToast } from '../context/hooks.ts';
import { stateOf } from './SectionFrame.tsx';
import { type ContentEditingOptions, useContentEditing } from './use-content-editing.ts';

type ItemPath<Key extends string> = Record<Key, string>;

export interface ContentSectionOptions<Item extends { id: string }, Draft, Field extends string, Body, Key extends string>
  extends Omit<ContentEditingOptions<Item, Draft, Field, Body>, 'submit'> {
  t: TFunction;
  /** The list of every item (growth.listAllBlogPosts, growth.listAllFaq). */
  query: UseQueryResult<{ items: Item[] }>;
  create: UseMutationOptions<Item, Error, { body: Body }>;
  update: UseMutationOptions<Item, Error, { path: ItemPath<Key>; body: Body }>;
  remove: UseMutationOptions<undefined, Error, { path: ItemPath<Key> }>;
  /** The name of the item's id in the path of its update and delete (`postId`, `entryId`). */
  idKey: Key;
  savedTitle: (item: Item) => string;
  deletedTitle: string;
  onSaved?: (item: Item) => void;
}

/**
 * What the blog's and the FAQ's widgets do around their list: write an item (new or changed),
 * then close the editor, fetch the list again and say so; delete one, then the same. Returns
 * the list View's props (but for its items) and the open editor's.
 */
export function useContentSection<Item extends { id: string }, Draft, Field extends string, Body, Key extends string>(
  options: ContentSectionOptions<Item, Draft, Field, Body, Key>,
) {
  const { query, create, update, remove, idKey, savedTitle, deletedTitle, onSaved, ...editing } = options;
  const toast = useToast();
  const pathOf = (item: Item) => ({ [idKey]: item.id }) as ItemPath<Key>;
  const editor = useContentEditing({
    ...editing,
    submit: (body, item) => (item ? updating.mutate({ path: pathOf(item), body }) : creating.mutate({ body })),
  });
  const saved = (item: Item) => {
    editor.close();
    void query.refetch();
    toast.show({ title: savedTitle(item), tone: 'success' });
    onSaved?.(item);
  };
  const creating = useMutation({ ...create, onSuccess: saved, onError: editor.form.fail });
  const updating = useMutation({ ...update, onSuccess: saved, onError: editor.form.fail });
  const removing = useMutation({
    ...remove,
    onSuccess: () => {
      void query.refetch();
      toast.show({ title: deletedTitle, tone: 'success' });
    },
  });
  return {
    listProps: {
      ...stateOf(query),
      onNew: () => editor.open('new'),
      onEdit: editor.open,
      onDelete: (item: Item) => removing.mutate({ path: pathOf(item) }),
      deletingId: removing.isPending ? (removing.variables?.path[idKey] ?? null) : null,
      deleteError: removing.error ?? undefined,
    },
    /** The editor's props while one is open, else undefined. */
    editorProps: editor.editing ? { ...editor.editorProps, saving: creating.isPending || updating.isPending } : undefined,
  };
}
