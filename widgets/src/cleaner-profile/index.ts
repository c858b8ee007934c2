import './cleaner-profile.css';

/** @propre/widgets/cleaner-profile: the public cleaner profile (issue 25). The entry point exists first so that each widget lands in its own folder. */
export {};
