import css from '../../cleaner-search/cleaner-search.css?inline';
import { CleanerSearch } from '../../cleaner-search/index.ts';
import type { EmbedWidgetContext, EmbedWidgetModule } from './widget-module.ts';

function render({ apiBase, reportError, options }: EmbedWidgetContext) {
  return (
    <CleanerSearch cleanerHref={(slug) => `${apiBase}/cleaners/${slug}`} onError={reportError} appearance={options.appearance} />
  );
}

export default { css, render } satisfies EmbedWidgetModule;
