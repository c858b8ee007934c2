import { usePropreContext } from '../context/context.ts';

/**
 * Addresses the API answered with (photos, avatars) on the API's origin: inside a partner's
 * page, a bare `/api/...` would load from the partner's site and fail.
 */
export function useApiUrl(): (url: string) => string {
  return usePropreContext().client.resolveUrl;
}
