import type { TestApp } from '@propre/api/test/build-app';
import type { GeneratedRequest } from './requests.ts';

export interface Observed {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Sends a generated request through the app's inject(), from the given client address. */
export async function inject(app: TestApp['app'], request: GeneratedRequest, remoteAddress: string): Promise<Observed> {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}
