import './client-onboarding.css';

/** @propre/widgets/client-onboarding: the client onboarding (issue 24). The entry point exists first so that each widget lands in its own folder. */
export {};
