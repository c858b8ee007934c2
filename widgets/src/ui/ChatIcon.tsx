import { LineIcon } from './icons.tsx';

/** Two speech bubbles: the chat's empty states (the default icon is a search). */
export function ChatIcon() {
  return (
    <LineIcon size={48} viewBox="0 0 48 48" strokeWidth={2.5}>
      <path d="M8 12a4 4 0 0 1 4-4h18a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H18l-6 5v-5a4 4 0 0 1-4-4Z" />
      <path d="M38 18a4 4 0 0 1 3 3.9V30a4 4 0 0 1-4 4v5l-6-5h-9a4 4 0 0 1-3.5-2" />
    </LineIcon>
  );
}
