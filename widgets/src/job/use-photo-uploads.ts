import type { PropreClient } from '@propre/sdk';
import { invalidateStale } from '@propre/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { compressImage } from './compress.ts';
import type { PhotoKind, PhotoUpload } from './types.ts';
import { uploadPhoto } from './upload-photo.ts';

export interface PhotoUploadsState {
  uploads: PhotoUpload[];
  add(kind: PhotoKind, file: File): void;
  retry(id: string): void;
  dismiss(id: string): void;
}

/**
 * The photos the cleaner takes: each compressed in the browser, then uploaded with its progress;
 * a failed one keeps its compressed image for « try again ». Done ones leave the list once the
 * booking's photos show them.
 */
export function usePhotoUploads(client: PropreClient, queryClient: QueryClient, bookingId: string): PhotoUploadsState {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const images = useRef(new Map<string, Blob>());
  const counter = useRef(0);

  const patch = useCallback((id: string, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  }, []);

  const send = useCallback(
    async (id: string, kind: PhotoKind) => {
      const image = images.current.get(id);
      if (!image) return;
      patch(id, { state: 'uploading', progress: 0, error: undefined });
      try {
        await uploadPhoto(client, { bookingId, kind, image, onProgress: (progress) => patch(id, { progress }) });
        images.current.delete(id);
        setUploads((list) => list.filter((upload) => upload.id !== id));
        await invalidateStale(queryClient, ['/api/bookings/{bookingId}', '/api/bookings/{bookingId}/photos'], { bookingId });
      } catch (error) {
        patch(id, { state: 'failed', error });
      }
    },
    [client, queryClient, bookingId, patch],
  );

  const add = useCallback(
    (kind: PhotoKind, file: File) => {
      counter.current += 1;
      const id = `${kind}-${counter.current}`;
      setUploads((list) => [...list, { id, kind, state: 'compressing', progress: 0 }]);
      void compressImage(file).then((image) => {
        images.current.set(id, image);
        return send(id, kind);
      });
    },
    [send],
  );

  const retry = useCallback(
    (id: string) => {
      const upload = uploads.find((item) => item.id === id);
      if (upload) void send(id, upload.kind);
    },
    [uploads, send],
  );

  const dismiss = useCallback((id: string) => {
    images.current.delete(id);
    setUploads((list) => list.filter((upload) => upload.id !== id));
  }, []);

  return { uploads, add, retry, dismiss };
}
