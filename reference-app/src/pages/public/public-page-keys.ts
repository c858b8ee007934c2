/** The public content pages whose texts are in the `public` namespace, by key. */
export type PublicPageKey =
  | 'howItWorks'
  | 'pricing'
  | 'faq'
  | 'gallery'
  | 'about'
  | 'impact'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'blog'
  | 'homeowners'
  | 'apps'
  | 'referralProgram'
  | 'serviceRegular'
  | 'serviceDeep'
  | 'serviceMoveOut'
  | 'serviceGarage'
  | 'jobsQuebec'
  | 'jobsMontreal'
  | 'independentCleaner'
  | 'becomeCleaner'
  | 'city'
  | 'region'
  | 'themeTest'
  | 'colorSchemeMockup';

/** A section of a content page's texts: a heading, then paragraphs and/or a list. */
export interface PublicSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}
