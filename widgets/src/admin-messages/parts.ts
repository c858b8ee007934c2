/**
 * The administrators' messages' named parts (`adminMessagesCompose`…): the page's three
 * blocks — compose, figures, history — and the pieces of each.
 */
export const adminMessagesParts = [
  'root',
  'layout',
  'main',
  'heading',
  'compose',
  'messageField',
  'messageInput',
  'progress',
  'recipient',
  'recipientPicker',
  'searchStatus',
  'results',
  'result',
  'resultName',
  'resultMeta',
  'stats',
  'figures',
  'figure',
  'history',
  'historyItems',
  'historyItem',
  'itemHead',
  'itemRole',
  'itemState',
  'itemSubject',
  'itemText',
  'itemMeta',
] as const;

export type AdminMessagesPart = (typeof adminMessagesParts)[number];
