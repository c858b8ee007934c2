import './account.css';

/** @propre/widgets/account: profile and account settings (issue 24). The entry point exists first so that each widget lands in its own folder. */
export {};
