import { growth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre, useToast } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useDraft } from '../ui/use-draft.ts';
import { useEntry } from '../ui/use-entry.ts';
import { GalleryAdminView, type PairDraft, type PairField, pairFieldOrder } from './GalleryAdminView.tsx';
import { type PagedSectionProps, usePagedQuery } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export type GalleryAdminProps = PagedSectionProps;

const emptyPair: PairDraft = { beforePhotoId: '', afterPhotoId: '' };
const photoId = /^bph_[0-9a-z]{26}$/;

/** The gallery for the admin: the published pairs (growth.listGallery), publish (growth.publishGalleryItem) and unpublish (growth.unpublishGalleryItem). */
export function GalleryAdmin({ pageSize = 20, headingLevel, className }: GalleryAdminProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { client } = usePropre();
  const toast = useToast();
  const list = usePagedQuery((page) => growth.listGallery(client, { limit: pageSize, ...page }));
  const form = useForm<PairField>({
    order: pairFieldOrder,
    placement: { fields: { beforePhotoId: 'beforePhotoId', afterPhotoId: 'afterPhotoId' }, title: t('gallery.publish.failed') },
    t,
  });
  const { draft: pair, change: changePair, reset: resetPair } = useDraft(form, pairFieldOrder, emptyPair);
  const publish = useMutation({
    ...growth.publishGalleryItem(client),
    onSuccess: () => {
      resetPair();
      list.reset();
      toast.show({ title: t('gallery.published'), tone: 'success' });
    },
    onError: form.fail,
  });
  const unpublish = useMutation({
    ...growth.unpublishGalleryItem(client),
    onSuccess: () => toast.show({ title: t('gallery.unpublished'), tone: 'success' }),
  });
  return (
    <GalleryAdminView
      {...list.viewProps}
      items={list.data?.items}
      onUnpublish={(item) => unpublish.mutate({ path: { itemId: item.id } })}
      unpublishingId={unpublish.isPending ? (unpublish.variables?.path.itemId ?? null) : null}
      unpublishError={unpublish.error ?? undefined}
      pair={pair}
      onPairChange={changePair}
      pairErrors={form.errors}
      pairAttempt={form.attempt}
      publishing={publish.isPending}
      onPublish={() => {
        const body = { beforePhotoId: pair.beforePhotoId.trim(), afterPhotoId: pair.afterPhotoId.trim() };
        const wrong = pairFieldOrder.filter((field) => !photoId.test(body[field]));
        if (wrong.length > 0) {
          // Worded at each render, so the errors follow a change of language.
          return form.show((wordIn) =>
            Object.fromEntries(wrong.map((field) => [field, wordIn(body[field] ? 'invalid.photoId' : 'invalid.required')])),
          );
        }
        form.clear();
        publish.mutate({ body });
      }}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
