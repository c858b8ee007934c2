import './auth.css';

/** @propre/widgets/auth: sign-up, role selection, password reset and passkeys (issue 24). The entry point exists first so that each widget lands in its own folder. */
export {};
