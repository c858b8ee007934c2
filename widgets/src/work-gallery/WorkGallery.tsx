import type { PropreClient } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { compressImage } from '../job/index.ts';
import { queryState } from '../ui/query-state.ts';
import { clearChanged } from '../ui/use-draft.ts';
import { draftOf, type GalleryField, type GalleryPhoto, galleryFieldOrder, type PhotoDraft } from './model.ts';
import { workGalleryTexts } from './texts.ts';
import { WorkGalleryView, type WorkGalleryViewProps } from './WorkGalleryView.tsx';

export interface WorkGalleryProps extends Pick<WorkGalleryViewProps, 'title' | 'headingLevel' | 'className'> {
  /** Called with each photo added. */
  onAdded?: (photo: GalleryPhoto) => void;
}

const sameNames = Object.fromEntries(galleryFieldOrder.map((field) => [field, field])) as Record<string, GalleryField>;

/** Sends one photo, made small first (a phone's 12 MP on a weak signal), as the raw body. */
async function addPhoto(client: PropreClient, file: File): Promise<GalleryPhoto> {
  const image = await compressImage(file);
  const { data } = await client.POST('/api/cleaners/me/gallery', {
    body: image as never,
    headers: { 'content-type': image.type || 'image/jpeg' },
  });
  return data as GalleryPhoto;
}

/**
 * The signed-in cleaner's work gallery (cleaners.listMyGalleryPhotos): adding a photo
 * (cleaners.addGalleryPhoto), its caption and room (cleaners.updateGalleryPhoto) and its removal
 * (cleaners.deleteGalleryPhoto), the list read again after each.
 */
export function WorkGallery({ onAdded, ...view }: WorkGalleryProps) {
  const { t } = useEntryTranslation(workGalleryTexts);
  // The caption's length is checked by its field (maxLength) and by the API, whose refusal shows beside it.
  const { client } = usePropre();
  const list = useQuery(cleaners.listMyGalleryPhotos(client));
  const upload = useMutation({ mutationFn: (file: File) => addPhoto(client, file) });
  const update = useMutation(cleaners.updateGalleryPhoto(client));
  const remove = useMutation(cleaners.deleteGalleryPhoto(client));
  const form = useForm({ order: galleryFieldOrder, placement: { fields: sameNames }, t });
  const [drafts, setDrafts] = useState<Record<string, PhotoDraft>>({});
  // One save at a time: the form's errors belong to this photo.
  const [formFor, setFormFor] = useState<string | null>(null);

  const save = (photo: GalleryPhoto) => {
    const draft = drafts[photo.id] ?? draftOf(photo);
    setFormFor(photo.id);
    form.clear();
    update.mutate(
      { path: { photoId: photo.id }, body: { caption: draft.caption.trim() || null, category: draft.category || null } },
      {
        // The edit is dropped once the list read again holds it: the field never shows the old caption meanwhile.
        onSuccess: () => void list.refetch().then(() => setDrafts(({ [photo.id]: _saved, ...others }) => others)),
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <WorkGalleryView
      {...view}
      {...queryState(list)}
      photos={list.data?.items}
      limit={list.data?.limit ?? 24}
      onPick={(file) =>
        upload.mutate(file, {
          onSuccess: (photo) => {
            onAdded?.(photo);
            void list.refetch();
          },
        })
      }
      uploading={upload.isPending}
      uploadError={upload.error}
      drafts={drafts}
      onDraftChange={(photo, draft) => {
        const before = drafts[photo.id] ?? draftOf(photo);
        if (formFor === photo.id) clearChanged(form, galleryFieldOrder, before, draft);
        setDrafts({ ...drafts, [photo.id]: draft });
      }}
      onSave={save}
      savingId={update.isPending ? (update.variables?.path.photoId ?? null) : null}
      saveErrors={formFor ? { photoId: formFor, errors: form.errors, attempt: form.attempt } : null}
      onDelete={(photo) => remove.mutate({ path: { photoId: photo.id } }, { onSuccess: () => void list.refetch() })}
      deletingId={remove.isPending ? (remove.variables?.path.photoId ?? null) : null}
      deleteError={remove.error}
    />
  );
}
