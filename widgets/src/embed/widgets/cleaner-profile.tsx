import css from '../../cleaner-profile/cleaner-profile.css?inline';
import { CleanerProfile } from '../../cleaner-profile/index.ts';
import type { EmbedWidgetContext, EmbedWidgetModule } from './widget-module.ts';

function render({ apiBase, reportError, options }: EmbedWidgetContext) {
  return (
    <CleanerProfile
      slug={options.cleaner ?? ''}
      bookHref={(slug) => `${apiBase}/book/${slug}`}
      messageHref={(id) => `${apiBase}/messages/${id}`}
      searchHref={`${apiBase}/cleaners`}
      onError={reportError}
      appearance={options.appearance}
    />
  );
}

export default { css, render } satisfies EmbedWidgetModule;
