import type { Appearance } from '@propre/widgets/provider';

/** On a phone the booking widgets' frame goes (book.css): the page is the frame. */
export const bookFrame: Appearance = { elements: { bookingFrame: 'app-book-frame' } };
