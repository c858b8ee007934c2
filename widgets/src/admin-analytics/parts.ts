/**
 * The admin-analytics entry's named parts: each is `adminAnalytics<Part>` as `data-part`, the
 * class `propre-admin-analytics__<part>`, and `appearance.elements.adminAnalytics<Part>`.
 */
export const adminAnalyticsParts = [
  'root',
  'back',
  'title',
  'lead',
  'skeleton',
  'figures',
  'figure',
  'figureLabel',
  'figureValue',
  'figureNote',
  'toolbar',
  'toggle',
  'charts',
  'chart',
  'chartTitle',
  'legend',
  'legendItem',
  'swatch',
  'plot',
  'tick',
  'gridLine',
  'bar',
  'line',
  'point',
  'tableWrap',
  'table',
] as const;

export type AdminAnalyticsPart = (typeof adminAnalyticsParts)[number];
