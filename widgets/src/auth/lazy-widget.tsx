import { type ComponentType, type JSX, lazy, Suspense } from 'react';

/**
 * A widget of this entry loaded when it first renders: `@propre/widgets/auth` holds seven
 * widgets, and a page shows one or two of them. Importing the entry costs only these wrappers;
 * each widget's code (and WebAuthn's, the register form's…) comes with its first render, while
 * a placeholder the size of a form holds its place (announced as busy).
 */
export function lazyWidget<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  displayName: string,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget at module level (index.ts), never during a render.
  function Widget(props: Props) {
    return (
      <Suspense fallback={<div className="propre-auth-loading" data-part="loading" aria-busy="true" />}>
        <Lazy {...(props as Props & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  Widget.displayName = displayName;
  return Widget;
}
