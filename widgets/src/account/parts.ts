/**
 * The account entry's named parts: each is `account<Part>` as `data-part`, the class
 * `propre-account__<part>`, and `appearance.elements.account<Part>` for a partner's own class.
 */
export const accountParts = [
  // The pages of sections.
  'settings',
  'cleanerSettings',
  'settingsLoading',
  'sectionSkeleton',
  // One section (a card with its own form and Save).
  'section',
  'sectionHeader',
  'sectionTitle',
  'sectionDescription',
  'sectionForm',
  'sectionActions',
  'sectionStatus',
  'save',
  // Fields of the sections.
  'textarea',
  'textareaCounter',
  'switchNote',
  'rateField',
  'fixedRates',
  'fixedRatesLegend',
  'fixedRatesGrid',
  'serviceTypes',
  'yearsField',
  'cityPicker',
  'cityLabel',
  'chosenCities',
  'cityChip',
  'cityRemove',
  'noCities',
  'cityAdd',
  'cityInputWrap',
  'cityInput',
  'addCity',
  // The picture.
  'avatarEditor',
  'avatarImage',
  'avatarInitials',
  'avatarControls',
  'fileInput',
  'fileLabel',
  'removeAvatar',
  // The password.
  'passwordNew',
  'strength',
  'strengthBar',
  'strengthLabel',
  // The deletion.
  'deleteOpen',
  'deleteForm',
  'deleteSummary',
  'deleteLostTitle',
  'deleteLost',
  'deleteKept',
  'deleteActions',
  'deleteConfirm',
] as const;

export type AccountPart = (typeof accountParts)[number];
