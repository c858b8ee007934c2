import './chat.css';

/** @propre/widgets/chat: conversations and the chat (issue 26). The entry point exists first so that each widget lands in its own folder. */
export {};
