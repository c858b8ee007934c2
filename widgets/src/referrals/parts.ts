/**
 * The referrals entry's named parts: each is `referrals<Part>` as `data-part`, the class
 * `propre-referrals__<part>`, and `appearance.elements.referrals<Part>` for a partner's own class.
 */
export const referralsParts = [
  'root',
  'share',
  'shareHeading',
  'code',
  'linkRow',
  'link',
  'copy',
  'shareButton',
  'copied',
  'totals',
  'total',
  'rewards',
  'rewardsHeading',
  'reward',
  'rewardAmount',
  'rewardWhat',
  'rewardDate',
  'people',
  'peopleHeading',
  'person',
  'personName',
  'personProgress',
  'how',
  'skeleton',
] as const;

export type ReferralsPart = (typeof referralsParts)[number];
