/**
 * The script-tag loader (`/embed/v1/loader.js`): a few kilobytes, no React. It finds every
 * `[data-propre-widget]` element — at once, and whenever the page adds one (a CMS block, a
 * single-page app swapping views) — and hands it to the runtime, loaded the first time a widget
 * is needed (React and the widgets' shared code once, however many widgets the page holds). The
 * runtime's file is named by its hash and checked against its Subresource Integrity hash.
 */
import { embedOptions } from './attributes.ts';
import type { EmbedRuntime, MountedWidget } from './runtime.tsx';
import type { EmbedOptions, PropreEmbed } from './types.ts';

/** Written by scripts/build-embed.ts: the runtime's hashed file, its SRI hash, the package version. */
declare const __PROPRE_EMBED__: { runtime: string; integrity: string; version: string };

type RuntimeModule = { createEmbedRuntime(config: { apiBase: string; version: string }): EmbedRuntime };

function start(script: HTMLScriptElement | null): void {
  // Loaded twice (the snippet pasted in two CMS blocks): the first copy serves the page.
  if (window.Propre) return;
  const src = script?.src ?? '';
  const base = new URL('.', src || document.baseURI);
  const defaultKey = script?.dataset.propreKey ?? '';
  const mounted = new Map<Element, Promise<MountedWidget | undefined>>();
  let runtime: Promise<EmbedRuntime> | undefined;

  const loadRuntime = (): Promise<EmbedRuntime> => {
    if (!runtime) {
      const url = new URL(__PROPRE_EMBED__.runtime, base).href;
      // The module preload carries the integrity hash; the import below then uses that checked copy.
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = url;
      preload.integrity = __PROPRE_EMBED__.integrity;
      preload.crossOrigin = 'anonymous';
      document.head.append(preload);
      runtime = (import(/* @vite-ignore */ url) as Promise<RuntimeModule>).then((module) =>
        module.createEmbedRuntime({ apiBase: base.origin, version: __PROPRE_EMBED__.version }),
      );
    }
    return runtime;
  };

  const unmount = (element: Element): void => {
    const widget = mounted.get(element);
    mounted.delete(element);
    widget?.then((w) => w?.unmount());
  };

  const mount = (element: Element, given?: Partial<EmbedOptions>): Promise<void> => {
    const options = embedOptions(element, given);
    if (!options) return Promise.reject(new TypeError('data-propre-widget: booking, search or cleaner-profile'));
    unmount(element);
    const widget = loadRuntime().then((r) =>
      element.isConnected ? r.mount(element, { key: defaultKey, ...options }) : undefined,
    );
    mounted.set(element, widget);
    return widget.then(
      () => undefined,
      (error: unknown) => {
        // The runtime did not load (offline, blocked, an integrity mismatch): the page hears of it.
        const detail = { code: 'embed_load_failed', message: error instanceof Error ? error.message : String(error) };
        element.dispatchEvent(new CustomEvent('propre:error', { detail, bubbles: true }));
        throw error;
      },
    );
  };

  const scan = (root: ParentNode): void => {
    const found = root.querySelectorAll('[data-propre-widget]');
    for (const element of Array.from(found)) if (!mounted.has(element)) mount(element).catch(reportFailure);
    if (root instanceof Element && root.matches('[data-propre-widget]') && !mounted.has(root)) mount(root).catch(reportFailure);
  };

  const api: PropreEmbed = { version: __PROPRE_EMBED__.version, mount, unmount };
  Object.defineProperty(window, 'Propre', { value: Object.freeze(api), configurable: false, writable: false });

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node);
    }
    // An element taken off the page (a view swapped out) releases its widget.
    for (const element of Array.from(mounted.keys())) if (!element.isConnected) unmount(element);
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => scan(document));
  else scan(document);
}

/** A failure before the widget could show anything (the runtime did not load): told on the console only. */
function reportFailure(error: unknown): void {
  console.error('[Propre] the widget could not load', error);
}

start(document.currentScript as HTMLScriptElement | null);
