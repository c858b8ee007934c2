import { avatarRules } from './account-types.ts';

export type FileProblem = 'type' | 'size' | null;

/** What the browser can tell before sending: the declared type and the size (the API checks the content too). */
export function checkAvatar(file: File): FileProblem {
  if (!(avatarRules.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > avatarRules.maxBytes) return 'size';
  return null;
}
