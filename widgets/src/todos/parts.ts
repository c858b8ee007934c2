/**
 * The todos entry's named parts: each is `todos<Part>` as `data-part`, the class
 * `propre-todos__<part>`, and `appearance.elements.todos<Part>` for a partner's own class.
 */
export const todosParts = [
  'root',
  'title',
  'skeleton',
  'add',
  'addFields',
  'problem',
  'list',
  'item',
  'itemMain',
  'itemMeta',
  'priority',
  'due',
  'overdue',
  'delete',
] as const;

export type TodosPart = (typeof todosParts)[number];
