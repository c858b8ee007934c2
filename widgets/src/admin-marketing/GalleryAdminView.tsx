import { useState } from 'react';
import { FormFrame } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { GalleryItem } from './model.ts';
import type { PageProps } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { PagedTable, useColumns } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export type PairField = 'beforePhotoId' | 'afterPhotoId';
export const pairFieldOrder: readonly PairField[] = ['beforePhotoId', 'afterPhotoId'];
export type PairDraft = Record<PairField, string>;

export interface GalleryAdminViewProps extends SectionStateProps, PageProps {
  /** The published pairs (growth.listGallery). */
  items?: readonly GalleryItem[];
  onUnpublish: (item: GalleryItem) => void;
  /** The pair being taken out. */
  unpublishingId?: string | null;
  unpublishError?: unknown;
  /** The publish form: a before and an after photo of one completed booking. */
  pair: PairDraft;
  onPairChange: (pair: PairDraft) => void;
  pairErrors?: FormErrors<PairField>;
  /** Counts the refused attempts: the focus moves to the first error after each. */
  pairAttempt?: number;
  publishing?: boolean;
  onPublish: () => void;
}

/** The before/after gallery as the admin keeps it, props only: publish a pair, take one out after a confirmation. */
export function GalleryAdminView(props: GalleryAdminViewProps) {
  const { items = [], onUnpublish, unpublishingId, unpublishError } = props;
  const { pair, onPairChange, pairErrors = {}, pairAttempt, publishing, onPublish, headingLevel = 2 } = props;
  const { t, part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { column, text, day } = useColumns<GalleryItem>('gallery');
  const refs = useErrorFocus(pairAttempt, pairFieldOrder, pairErrors);
  const [confirming, setConfirming] = useState<GalleryItem | null>(null);
  const words = (item: GalleryItem) => ({ room: t(`gallery.rooms.${item.room}`), city: item.city });
  return (
    <SectionFrame {...props} name="gallery">
      {() => (
        <>
          <div {...part('publishForm')}>
            <FormFrame
              state={publishing ? 'submitting' : 'idle'}
              title={t('gallery.publish.title')}
              subtitle={t('gallery.publish.subtitle')}
              headingLevel={Math.min(headingLevel + 1, 3) as 2 | 3}
              submitLabel={t('gallery.publish.submit')}
              submittingLabel={t('gallery.publish.submitting')}
              problem={pairErrors.form}
              {...refs}
              onSubmit={onPublish}
            >
              <div {...part('editorFields')}>
                {pairFieldOrder.map((field) => (
                  <TextField
                    key={field}
                    name={field}
                    label={t(`gallery.publish.${field}`)}
                    hint={t('gallery.publish.hint')}
                    value={pair[field]}
                    autoComplete="off"
                    spellCheck={false}
                    error={pairErrors[field]}
                    onChange={(event) => onPairChange({ ...pair, [field]: event.currentTarget.value })}
                  />
                ))}
              </div>
            </FormFrame>
          </div>
          <FramedProblem frame={part('problem')} error={unpublishError} title={t('gallery.unpublishFailed')} />
          <PagedTable
            pages={props}
            name="gallery"
            rows={items}
            rowKey={(item) => item.id}
            initialSort={{ key: 'published', descending: true }}
            columns={[
              column('photos', {
                cell: (item) => (
                  <span {...part('thumb')}>
                    <img src={item.beforeUrl} alt={t('gallery.beforeAlt', words(item))} width={64} height={48} loading="lazy" />
                    <img src={item.afterUrl} alt={t('gallery.afterAlt', words(item))} width={64} height={48} loading="lazy" />
                  </span>
                ),
              }),
              column('room', {
                sortBy: (item) => t(`gallery.rooms.${item.room}`),
                cell: (item) => t(`gallery.rooms.${item.room}`),
                rowHeader: true,
              }),
              text('city', (item) => item.city),
              column('service', {
                sortBy: (item) => item.serviceType,
                cell: (item) => t(`gallery.services.${item.serviceType}`),
              }),
              day('published', (item) => item.publishedAt),
              {
                key: 'actions',
                label: t('columns.actions'),
                cell: (item) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={unpublishingId === item.id}
                    aria-label={t('gallery.unpublishOne', words(item))}
                    onClick={() => setConfirming(item)}
                  >
                    {t('gallery.unpublish')}
                  </Button>
                ),
              },
            ]}
          />
          <ConfirmDialog
            item={confirming}
            onClose={() => setConfirming(null)}
            onConfirm={onUnpublish}
            title={t('gallery.confirm.title')}
            description={confirming ? t('gallery.confirm.body', words(confirming)) : undefined}
            cancelLabel={t('cancel')}
            confirmLabel={t('gallery.unpublish')}
          />
        </>
      )}
    </SectionFrame>
  );
}
