/**
 * The header's menus (Radix dropdown menu, with its positioning and focus code): loaded on the
 * first sign that the visitor reaches for a menu (layout/DeferredMenu.tsx), never on a public
 * page's first load (issue 37's budget, reference-app/scripts/budget.ts).
 */
export { Menu, MenuItem, MenuLabel, MenuSeparator } from '@propre/widgets/ui';
