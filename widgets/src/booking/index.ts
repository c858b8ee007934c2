import './booking.css';

/** @propre/widgets/booking: the booking widget partners embed (issue 25). The entry point exists first so that each widget lands in its own folder. */
export {};
