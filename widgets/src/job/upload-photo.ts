import { NetworkError, type PropreClient } from '@propre/sdk';
import type { PhotoKind } from './types.ts';

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` over XMLHttpRequest, for the one call that needs its upload progress (fetch has none):
 * the SDK still prepares the request (session, CSRF, language) and reads the answer (problems).
 */
export function progressFetch(onProgress: (fraction: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
            status: xhr.status,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      const lost = () => reject(new NetworkError(new TypeError('The upload did not reach the server')));
      xhr.onerror = lost;
      xhr.onabort = lost;
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}

/** Sends one before/after photo (bookings.addPhoto), telling its progress. */
export async function uploadPhoto(
  client: PropreClient,
  input: { bookingId: string; kind: PhotoKind; image: Blob; onProgress: (fraction: number) => void },
) {
  const { data } = await client.POST('/api/bookings/{bookingId}/photos', {
    params: { path: { bookingId: input.bookingId }, query: { kind: input.kind } },
    body: input.image as never,
    headers: { 'content-type': input.image.type || 'image/jpeg' },
    fetch: progressFetch(input.onProgress),
  });
  return data;
}
