import css from '../../booking/booking.css?inline';
import { BookingWidget } from '../../booking/index.ts';
import type { EmbedWidgetContext, EmbedWidgetModule } from './widget-module.ts';

function render({ options, apiBase, emit, reportError, signInWindow }: EmbedWidgetContext) {
  return (
    <BookingWidget
      cleanerSlug={options.cleaner ?? ''}
      bookingHref={(id) => `${apiBase}/bookings/${id}`}
      termsHref={`${apiBase}/terms`}
      forgotPasswordHref={`${apiBase}/forgot-password`}
      signInWindow={signInWindow}
      onSuccess={(created) =>
        emit('propre:booking-created', { bookingIds: created.bookings.map((b) => b.id), seriesId: created.seriesId })
      }
      onError={reportError}
      appearance={options.appearance}
    />
  );
}

export default { css, render } satisfies EmbedWidgetModule;
