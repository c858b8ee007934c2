import type { i18n as I18n } from 'i18next';
import { type ComponentType, type JSX, type LazyExoticComponent, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { PropreContext, usePropreContext } from '../context/context.ts';
import { type EntryTexts, textsReady } from '../i18n/entry-texts.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { type Appearance, appearanceStyle, cx, mergeAppearance } from '../theme/appearance.ts';

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

/**
 * The one way an entry exports a widget: its code and its texts for the provider's language load
 * when it first renders, behind a skeleton, and it accepts `appearance`. Importing an entry then
 * costs these wrappers only; a page loads what it shows.
 */
export function defineWidget<Props extends object>(definition: WidgetDefinition<Props>): ComponentType<Props & WidgetBaseProps> {
  let code: Promise<ComponentType<Props>> | undefined;
  const loadCode = () => {
    code ??= definition.load();
    return code;
  };
  // One lazy component per provider and language, made once and kept: React.lazy wakes every
  // Suspense boundary waiting on it, including one that first mounted after a click (`use` on a
  // promise made during such a render could leave the skeleton up).
  const loaded = new WeakMap<I18n, Map<Locale, LazyExoticComponent<ComponentType<Props>>>>();
  const loadedFor = (i18n: I18n, locale: Locale) => {
    let byLocale = loaded.get(i18n);
    if (!byLocale) {
      byLocale = new Map();
      loaded.set(i18n, byLocale);
    }
    let component = byLocale.get(locale);
    if (!component) {
      component = lazy(() =>
        Promise.all([loadCode(), textsReady(i18n, definition.texts, locale)]).then(([ready]) => ({ default: ready })),
      );
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
  return Widget;
}
