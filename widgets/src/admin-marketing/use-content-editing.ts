import type { TFunction } from 'i18next';
import { useState } from 'react';
import { hasErrors } from '../forms/form-errors.ts';
import { type UseFormOptions, useForm, type Wording } from '../forms/use-form.ts';

export interface ContentEditingOptions<Item, Draft, Field extends string, Body> extends UseFormOptions<Field> {
  t: TFunction;
  emptyDraft: Draft;
  /** The draft of an item already written, to change it. */
  draftOf: (item: Item) => Draft;
  /** What is wrong with a draft (nothing when it can be sent). */
  check: (draft: Draft) => Wording<Field>;
  /** The request's body for a draft. */
  bodyOf: (draft: Draft) => Body;
  /** Sends a draft: a new item when `item` is null, else the item changed. */
  submit: (body: Body, item: Item | null) => void;
}

/**
 * The state of a bilingual content list's editor (the blog's, the FAQ's): which item is open
 * (`new` for one not written yet), its draft, its form's errors; `save` checks the draft
 * before it is sent, `close` puts the list back.
 */
export function useContentEditing<Item, Draft, Field extends string, Body>(
  options: ContentEditingOptions<Item, Draft, Field, Body>,
) {
  const { emptyDraft, draftOf, check, bodyOf, submit, ...formOptions } = options;
  const form = useForm<Field>(formOptions);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const open = (item: Item | 'new') => {
    form.clear();
    setDraft(item === 'new' ? emptyDraft : draftOf(item));
    setEditing(item);
  };
  const close = () => setEditing(null);
  const save = () => {
    const errors = check(draft);
    if (hasErrors(errors(formOptions.t))) return form.show(errors);
    form.clear();
    submit(bodyOf(draft), editing === 'new' ? null : editing);
  };
  /** What the editor takes, but for `saving` and its heading level. */
  const editorProps = {
    draft,
    onDraftChange: (next: Draft, field: string) => {
      setDraft(next);
      if ((formOptions.order as readonly string[]).includes(field)) form.clearField(field as Field);
    },
    editing: editing !== 'new',
    errors: form.errors,
    attempt: form.attempt,
    onSave: save,
    onCancel: close,
  };
  return { form, editing, open, close, editorProps };
}
