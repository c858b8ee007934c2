/**
 * The admin entry's named parts: each is `admin<Part>` as `data-part`, the class
 * `propre-admin__<part>`, and `appearance.elements.admin<Part>` for a partner's own class.
 */
export const adminParts = [
  'root',
  'skeleton',
  'sectionTitle',
  'lead',
  'section',
  // The dashboard's figures.
  'figures',
  'figure',
  'figureLabel',
  'figureValue',
  'figureNote',
  'figureLink',
  'alerts',
  'generatedAt',
  // The users' table.
  'filters',
  'search',
  'roleFilter',
  'statusFilter',
  'tableWrap',
  'table',
  'row',
  'userLink',
  'status',
  'pager',
  'pageInfo',
  // One user.
  'back',
  'analyticsLink',
  'facts',
  'fact',
  'reason',
  'actions',
  'suspendOpen',
  'reactivateOpen',
  'actionForm',
  'actionButtons',
  'confirm',
  'list',
  'audit',
  'auditEntry',
  // System health.
  'checks',
  'check',
  'checkName',
  'checkStatus',
  'checkDetail',
  'overall',
  'version',
] as const;

export type AdminPart = (typeof adminParts)[number];
