import './reviews.css';

/** @propre/widgets/reviews: reviews (issue 25). The entry point exists first so that each widget lands in its own folder. */
export {};
