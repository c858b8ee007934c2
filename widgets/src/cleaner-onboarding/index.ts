import './cleaner-onboarding.css';

/** @propre/widgets/cleaner-onboarding: the cleaner onboarding in 3 steps (issue 24). The entry point exists first so that each widget lands in its own folder. */
export {};
