/**
 * The paths the server answers itself, not with the web client's page: the API and the printable
 * consent forms. A wrong method there is told which methods the address takes (405, ADR 014),
 * and the web client's development server passes them on to the server (apps/web/vite.config.ts).
 */
export const SERVER_ADDRESSES = ['/api/', '/consent-forms/'] as const;
