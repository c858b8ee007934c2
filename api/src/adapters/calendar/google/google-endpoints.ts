/** Where the Google client sends its requests: Google's own hosts, or one local origin (the stand-in). */
export interface GoogleEndpoints {
  /** The consent page the cleaner is sent to. */
  authorizationUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Root of the Calendar API (`…/calendar/v3/…` below it). */
  apiRootUrl: string;
}

export const googleHosts: GoogleEndpoints = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  apiRootUrl: 'https://www.googleapis.com/',
};

/** Every endpoint under one origin, at Google's paths (GOOGLE_BASE_URL: the local stand-in). */
export function googleEndpointsAt(baseUrl: string): GoogleEndpoints {
  const base = baseUrl.replace(/\/$/, '');
  return {
    authorizationUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    revokeUrl: `${base}/revoke`,
    apiRootUrl: `${base}/`,
  };
}

/** Read and write events of the cleaner's calendars, and read which calendar is primary (its id is the address). */
export const googleScopes = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
];
