/**
 * The addresses a participant opens: survey links, the demo and the consent text. They get
 * the light participant page (participant.html) instead of the staff app, from the server in
 * production and from Vite's dev server alike. A query string is allowed, a deeper path is not.
 */
export const PARTICIPANT_ROUTES = /^\/(survey\/[^/?]+|consent\/[^/?]+|demo|demonstration)\/?(\?.*)?$/;
