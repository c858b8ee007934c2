import './admin-messages.css';

/** @propre/widgets/admin-messages: admin messages (issue 26). The entry point exists first so that each widget lands in its own folder. */
export {};
