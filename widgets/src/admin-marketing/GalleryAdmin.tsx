import { growth } from '@propre/sdk/query';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntry } from '../ui/use-entry.ts';
import { GalleryAdminView, type PairDraft, type PairField, pairFieldOrder } from './GalleryAdminView.tsx';
import { useCursorPages } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { stateOf } from './SectionFrame.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface GalleryAdminProps {
  /** Pairs per page (1–50). */
  pageSize?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const emptyPair: PairDraft = { beforePhotoId: '', afterPhotoId: '' };
const photoId = /^bph_[0-9a-z]{26}$/;

/** The gallery for the admin: the published pairs (growth.listGallery), publish (growth.publishGalleryItem) and unpublish (growth.unpublishGalleryItem). */
export function GalleryAdmin({ pageSize = 20, headingLevel, className }: GalleryAdminProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { client } = usePropre();
  const toast = useToast();
  const pages = useCursorPages();
  const cursor = pages.cursor;
  const query = useQuery({
    ...growth.listGallery(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [pair, setPair] = useState(emptyPair);
  const form = useForm<PairField>({
    order: pairFieldOrder,
    placement: { fields: { beforePhotoId: 'beforePhotoId', afterPhotoId: 'afterPhotoId' }, title: t('gallery.publish.failed') },
    t,
  });
  const publish = useMutation({
    ...growth.publishGalleryItem(client),
    onSuccess: () => {
      setPair(emptyPair);
      pages.reset();
      toast.show({ title: t('gallery.published'), tone: 'success' });
    },
    onError: form.fail,
  });
  const unpublish = useMutation({
    ...growth.unpublishGalleryItem(client),
    onSuccess: () => toast.show({ title: t('gallery.unpublished'), tone: 'success' }),
  });
  const next = query.isPlaceholderData ? null : query.data?.nextCursor;
  return (
    <GalleryAdminView
      {...stateOf(query)}
      items={query.data?.items}
      {...pages.pageProps(next)}
      onUnpublish={(item) => unpublish.mutate({ path: { itemId: item.id } })}
      unpublishingId={unpublish.isPending ? (unpublish.variables?.path.itemId ?? null) : null}
      unpublishError={unpublish.error ?? undefined}
      pair={pair}
      onPairChange={(changed) => {
        for (const field of pairFieldOrder) if (changed[field] !== pair[field]) form.clearField(field);
        setPair(changed);
      }}
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
