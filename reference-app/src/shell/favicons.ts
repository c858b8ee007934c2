import type { BrandId } from '@propre/widgets/provider';

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)}`;

/** Each brand's mark as the tab icon (inline: no request), the same drawing as its logo. */
export const favicons: Readonly<Record<BrandId, string>> = {
  propre: svg(
    '<rect width="32" height="32" rx="9" fill="#1f6b4a"/>' +
      '<path d="M8.5 16.2 16 9.6l7.5 6.6v6.9a1.4 1.4 0 0 1-1.4 1.4H9.9a1.4 1.4 0 0 1-1.4-1.4Z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>' +
      '<path d="M13.2 19.6c1.6 1.5 4 1.5 5.6 0" fill="none" stroke="#5fd3a0" stroke-width="2.2" stroke-linecap="round"/>',
  ),
  eclat: svg(
    '<circle cx="16" cy="16" r="15.25" fill="#1b2a4e" stroke="#c9a227" stroke-width="1.5"/>' +
      '<path d="M16 6.5c.7 5.6 3.3 8.8 9.5 9.5-6.2.7-8.8 3.9-9.5 9.5-.7-5.6-3.3-8.8-9.5-9.5 6.2-.7 8.8-3.9 9.5-9.5Z" fill="#e3c463"/>',
  ),
};
