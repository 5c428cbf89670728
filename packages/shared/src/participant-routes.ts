/**
 * The addresses a participant opens: survey links, the demo and the consent text. They get
 * the light participant page (participant.html) instead of the staff app, from the server in
 * production and from Vite's dev server alike. A query string is allowed, a deeper path is not.
 */
import type { ConsentRegion } from './contracts/centers.ts';

export const PARTICIPANT_ROUTES = /^\/(survey\/[^/?]+|consent\/[^/?]+|demo|demonstration)\/?(\?.*)?$/;

/** `?region=eu` for a center in the EU region: the consent text then adds the GDPR wording. */
const regionQuery = (region: ConsentRegion) => (region === 'eu' ? '?region=eu' : '');

/** The consent text in `language`, as a participant of a center in `region` reads it (decisions.md "Consent"). */
export function consentPath(language: string, region: ConsentRegion): string {
  return `/consent/${language}${regionQuery(region)}`;
}

/**
 * The demo as a center's manager opens it: its consent link leads to the text that center's
 * participants read, the EU wording included for a center in the EU region.
 */
export function demoPath(region: ConsentRegion): string {
  return `/demo${regionQuery(region)}`;
}

/** The consent region an address's `?region=` names; anything but 'eu' is the general text. */
export function consentRegionOf(search: string): ConsentRegion {
  return new URLSearchParams(search).get('region')?.toLowerCase() === 'eu' ? 'eu' : 'general';
}
