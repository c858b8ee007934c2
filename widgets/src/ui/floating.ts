/** How far a floating surface (a popover, a menu) keeps from its trigger and from the window's edges, in px. */
export const floatingGaps = { sideOffset: 6, collisionPadding: 8 } as const;
