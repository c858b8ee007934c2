import type { i18n as I18n } from 'i18next';
import { type ComponentType, type JSX, type LazyExoticComponent, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { PropreContext, usePropreContext } from '../context/context.ts';
import { type EntryTexts, textsPresent, textsReady } from '../i18n/entry-texts.ts';
import type { Locale, Messages } from '../i18n/namespaces.ts';
import { type Appearance, appearanceStyle, cx, mergeAppearance } from '../theme/appearance.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

/** What every widget takes besides its own props. */
export interface WidgetBaseProps {
  /** This widget's look, over the provider's: its `elements` and `variables` win. */
  appearance?: Appearance;
}

export interface WidgetDefinition<Props extends object> {
  /** The component's name in React's tools (`BookingWidget`). */
  name: string;
  /** The entry's texts: the current language's are loaded with the code. */
  texts: EntryTexts;
  /** The widget's code, imported when it first renders. */
  load: () => Promise<ComponentType<Props>>;
  /**
   * What shows while code and texts load, about the widget's size so nothing jumps (the skeleton
   * contract: it gets the widget's props, renders no text of its own, and is wrapped in an
   * element announced as busy).
   */
  skeleton?: (props: Props) => ReactNode;
}

/** A widget as an entry exports it: a component, and the way to fetch its code and texts ahead. */
export type Widget<Props extends object> = ComponentType<Props & WidgetBaseProps> & {
  /**
   * Fetches the widget's code and its texts in `locale`, so that its next render shows it at once.
   * A page the server rendered calls it for its widgets before hydrating: a widget whose code is
   * still on its way when the page changes (the session is known, a dialog's portal mounts) would
   * have its server markup dropped for the skeleton, a visible flash.
   */
  preload(locale: Locale): Promise<void>;
};

/**
 * The one way an entry exports a widget: its code and its texts for the provider's language load
 * when it first renders, behind a skeleton, and it accepts `appearance`. Importing an entry then
 * costs these wrappers only; a page loads what it shows.
 */
export function defineWidget<Props extends object>(definition: WidgetDefinition<Props>): Widget<Props> {
  let code: Promise<ComponentType<Props>> | undefined;
  // Once loaded, kept: a render then takes the code (and preloaded texts) without waiting at all.
  let ready: ComponentType<Props> | undefined;
  const preloadedTexts = new Map<Locale, Messages>();
  const loadCode = () => {
    code ??= definition.load().then((component) => {
      ready = component;
      return component;
    });
    return code;
  };
  // One lazy component per provider and language, made once and kept: React.lazy wakes every
  // Suspense boundary waiting on it, including one that first mounted after a click (`use` on a
  // promise made during such a render could leave the skeleton up).
  let loaded = new WeakMap<I18n, Map<Locale, LazyExoticComponent<ComponentType<Props>>>>();
  // After a failure: the next render fetches the code and texts again (React.lazy keeps a rejection).
  const forget = () => {
    code = undefined;
    ready = undefined;
    loaded = new WeakMap();
  };
  const loadedFor = (i18n: I18n, locale: Locale) => {
    let byLocale = loaded.get(i18n);
    if (!byLocale) {
      byLocale = new Map();
      loaded.set(i18n, byLocale);
    }
    let component = byLocale.get(locale);
    if (!component) {
      component = lazy(() => {
        // Preloaded: settled now, so hydration goes on without suspending (React reads a settled
        // lazy in the same render only when its `then` answers at once).
        if (ready && textsPresent(i18n, definition.texts, locale, preloadedTexts.get(locale))) {
          const settled = { default: ready };
          // biome-ignore lint/suspicious/noThenProperty: a thenable that is already settled is the point.
          return { then: (resolve: (value: typeof settled) => void) => resolve(settled) } as unknown as Promise<typeof settled>;
        }
        return Promise.all([loadCode(), textsReady(i18n, definition.texts, locale)]).then(([loaded]) => ({ default: loaded }));
      });
      byLocale.set(locale, component);
    }
    return component;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget at module level (an entry's widgets.ts), never during a render.
  function Loaded(props: Props) {
    const { i18n, locale } = usePropreContext();
    const Component = loadedFor(i18n, locale);
    return <Component {...(props as Props & JSX.IntrinsicAttributes)} />;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: as above.
  function Widget({ appearance, ...rest }: Props & WidgetBaseProps) {
    const props = rest as Props;
    const context = usePropreContext();
    const scoped = useMemo(
      () => (appearance ? { ...context, appearance: mergeAppearance(context.appearance, appearance) } : context),
      [context, appearance],
    );
    const body = (
      <WidgetBoundary onRetry={forget}>
        <Suspense
          fallback={
            <div
              className={cx('propre-widget-loading', scoped.appearance?.elements?.widgetLoading)}
              data-part="widgetLoading"
              aria-busy="true"
            >
              {definition.skeleton?.(props)}
            </div>
          }
        >
          <Loaded {...props} />
        </Suspense>
      </WidgetBoundary>
    );
    if (!appearance) return body;
    // The widget's own variables and theme apply to it alone: a root of its own (no box: `display: contents`).
    const ownRoot = appearance.theme !== undefined || appearance.variables !== undefined;
    return (
      <PropreContext value={scoped}>
        {ownRoot ? (
          <div
            className="propre-root propre-widget-root"
            data-propre-brand={context.brand}
            data-propre-theme={appearance.theme ?? context.theme}
            style={{ display: 'contents', ...appearanceStyle(appearance.variables) }}
          >
            {body}
          </div>
        ) : (
          body
        )}
      </PropreContext>
    );
  }
  Widget.displayName = definition.name;
  return Object.assign(Widget, {
    preload: (locale: Locale) =>
      Promise.all([
        loadCode().then((component) => Promise.all(nestedWidgets(component).map((nested) => nested.preload(locale)))),
        definition.texts.load[locale]().then(({ default: messages }) => {
          preloadedTexts.set(locale, messages);
        }),
      ]).then(() => undefined),
  });
}

/**
 * The widgets of other entries a widget's component renders inside itself (the profile's reviews),
 * named beside it as `Component.widgets = [...]`: preloading the widget preloads them too.
 */
function nestedWidgets(component: unknown): readonly Widget<never>[] {
  return (component as { widgets?: readonly Widget<never>[] }).widgets ?? [];
}

/** The props a component takes. */
type PropsOf<Component> = Component extends ComponentType<infer Props extends object> ? Props : never;

/**
 * An entry's widgets, each named once: `const widget = entryWidgets(texts)`, then
 * `export const X = widget('X', () => import('./X.tsx'), skeleton)` loads the module's export `X`
 * with the entry's texts (its props are that component's).
 */
export function entryWidgets(texts: EntryTexts) {
  return <Name extends string, Module extends { [key in Name]: ComponentType<never> }>(
    name: Name,
    load: () => Promise<Module>,
    skeleton?: (props: PropsOf<Module[Name]>) => ReactNode,
  ) =>
    defineWidget<PropsOf<Module[Name]>>({
      name,
      texts,
      load: () => load().then((module) => module[name] as ComponentType<PropsOf<Module[Name]>>),
      skeleton,
    });
}
