import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { useApiUrl } from '../ui/use-api-url.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ProfileSection } from './ProfileSection.tsx';
import type { CleanerProfilePart } from './parts.ts';
import { cleanerProfileTexts } from './texts.ts';
import type { GalleryPhoto } from './types.ts';

export interface ProfileGalleryProps {
  photos: readonly GalleryPhoto[];
  name: string;
  headingLevel: 2 | 3;
}

/**
 * The work gallery (each `url` is cleaners.getGalleryPhoto's address, cached for good by the
 * browser): thumbnails at a fixed 4:3 ratio (lazy, no layout shift), each a button that
 * opens the photo large in a dialog with previous and next.
 */
export function ProfileGallery({ photos, name, headingLevel }: ProfileGalleryProps) {
  const { t, part } = useEntry<CleanerProfilePart>(cleanerProfileTexts);
  const apiUrl = useApiUrl();
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const current = open === null ? null : photos[open];
  const move = (step: number) => setOpen((index) => (index === null ? null : (index + step + count) % count));

  return (
    <ProfileSection name="gallery" title={t('gallery.heading')} headingLevel={headingLevel}>
      <ul {...part('thumbs', { className: 'propre-bare-list' })}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              {...part('thumb')}
              aria-label={t('gallery.open', { n: index + 1, count })}
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
            >
              <img src={apiUrl(photo.url)} alt="" loading="lazy" decoding="async" width={400} height={300} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        size="lg"
        title={t('gallery.title', { name })}
        description={open === null ? undefined : t('gallery.position', { n: open + 1, count })}
        footer={
          count > 1 ? (
            <div {...part('lightboxNav')}>
              {/* Short words that fit a phone; the names say which photo, and contain the words. */}
              <Button variant="secondary" aria-label={t('gallery.previous')} onClick={() => move(-1)}>
                {t('gallery.previousShort')}
              </Button>
              <Button variant="secondary" aria-label={t('gallery.next')} onClick={() => move(1)}>
                {t('gallery.nextShort')}
              </Button>
            </div>
          ) : undefined
        }
      >
        {current && open !== null ? (
          <img
            {...part('lightboxImg')}
            src={apiUrl(current.url)}
            alt={t('gallery.alt', { n: open + 1, name })}
            width={1200}
            height={900}
          />
        ) : null}
      </Dialog>
    </ProfileSection>
  );
}
