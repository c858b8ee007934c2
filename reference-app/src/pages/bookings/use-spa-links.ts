import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * The widgets render plain links (they know no router): a click on one of this app's own paths
 * is turned into a client-side navigation, so the session and caches stay; a new tab, a modified
 * click or another origin keep the browser's own behaviour.
 */
export function useSpaLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
