/**
 * The marketing console's named parts (`adminMarketingTabs`…): the page, its sections (newsletter,
 * discount codes, referrals, gallery, blog, FAQ), their tables, and the editors with their preview.
 */
export const adminMarketingParts = [
  'root',
  'title',
  'lead',
  'section',
  'sectionHead',
  'sectionTitle',
  'toolbar',
  'tableWrap',
  'table',
  'sortButton',
  'rowActions',
  'pager',
  'figures',
  'figure',
  'figureLabel',
  'figureValue',
  'exportButton',
  'thumb',
  'publishForm',
  'editor',
  'editorHead',
  'editorFields',
  'languages',
  'language',
  'languageTitle',
  'textarea',
  'preview',
  'previewTitle',
  'problem',
] as const;

export type AdminMarketingPart = (typeof adminMarketingParts)[number];
