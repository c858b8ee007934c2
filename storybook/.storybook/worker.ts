import { setupWorker } from 'msw/browser';

/**
 * The MSW worker every story shares. The script is fetched relative to the preview page, so the
 * static build works under /storybook/ as well as at the root of `storybook dev`. A request to the
 * API that no story handler answers is an error (the widget shows a network failure and the console
 * says which request was missed) rather than a silent call to whatever server is there.
 */
export async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (request && new URL(request.url).pathname.startsWith('/api/')) defaults.error();
    },
  });
  return worker;
}
