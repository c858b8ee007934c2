import { bookings as bookingsApi } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useObjectUrl } from '../ui/use-object-url.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking, BookingPhoto } from './types.ts';

/** One photo, fetched with the booking's credentials (cookie or bearer) and shown from memory. */
function Photo({ bookingId, photo }: { bookingId: string; photo: BookingPhoto }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const { client } = usePropre();
  const image = useQuery({ ...bookingsApi.getPhoto(client, bookingId, photo.id), retry: false });
  const src = useObjectUrl(image.data instanceof Blob ? image.data : null);
  const [broken, setBroken] = useState(false);
  const alt = t('details.photos.alt', { kind: t(`details.photos.${photo.kind}`), room: t(`details.photos.room.${photo.room}`) });
  return (
    <figure {...part('photo', { state: broken || image.isError ? 'error' : src ? 'ready' : 'loading' })}>
      {src && !broken ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <span {...part('photoPlaceholder')} role="img" aria-label={alt} />
      )}
      <figcaption>{t(`details.photos.room.${photo.room}`)}</figcaption>
    </figure>
  );
}

/**
 * Before and after photos, as the client's consent allows: none when they refused (and why), so a
 * cleaner never shows what the client did not want taken.
 */
export function BookingPhotos({ booking, headingLevel = 4 }: { booking: Booking; headingLevel?: 3 | 4 }) {
  const Subheading = `h${headingLevel}` as const;
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const { client } = usePropre();
  const refused = !booking.allowPhotos;
  const list = useQuery({ ...bookingsApi.listPhotos(client, booking.id), enabled: !refused, refetchOnMount: 'always' });
  if (refused) return <p {...part('photos', { state: 'refused' })}>{t('details.photos.refused')}</p>;
  if (list.isError)
    return <ProblemAlert error={list.error} title={t('details.photos.error')} onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <div {...part('photos', { state: 'loading' })} aria-busy="true">
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  const items = list.data.items;
  if (items.length === 0) return <p {...part('photos', { state: 'empty' })}>{t('details.photos.none')}</p>;
  return (
    <div {...part('photos', { state: 'success' })}>
      {(['before', 'after'] as const).map((kind) => {
        const ofKind = items.filter((photo) => photo.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind}>
            <Subheading {...part('photoKind')}>{t(`details.photos.${kind}`)}</Subheading>
            <div {...part('photoGrid')}>
              {ofKind.map((photo) => (
                <Photo key={photo.id} bookingId={booking.id} photo={photo} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
