import './bookings.css';

/** @propre/widgets/bookings: bookings list and details (issue 25). The entry point exists first so that each widget lands in its own folder. */
export {};
