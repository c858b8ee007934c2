/**
 * The regional-domain rule of spec §1, applied by the API's web plugin to page requests and by the
 * app's browser start: one function, so the server and the browser never disagree.
 */
export {
  acceptedLanguages,
  belongingDomain,
  cookieValue,
  defaultRegionalDomains,
  quebecFromCookie,
  type RegionalDomain,
  type RegionalDomains,
  type RegionalVisit,
  regionalDomainOf,
  regionalRedirect,
  regionCookie,
  regionCookieValue,
  type ServedLanguage,
  toServedLanguage,
  visitorLanguage,
} from './regional.ts';
