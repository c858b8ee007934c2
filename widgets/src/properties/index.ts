import './properties.css';

/** @propre/widgets/properties: the client properties (issue 24/25). The entry point exists first so that each widget lands in its own folder. */
export {};
