// The host's pages that the stories' widgets link to, written once: every story links the same
// cleaner to the same address, as the reference app does.

/** A cleaner's public profile. */
export const cleanerPage = (slug: string) => `/cleaners/${slug}`;

/** What the search's stories give it: Montréal searched first, each card linking to its cleaner. */
export const montrealSearchArgs = { defaultQuery: { city: 'Montréal' }, cleanerHref: cleanerPage };
