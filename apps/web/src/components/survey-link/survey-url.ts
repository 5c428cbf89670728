/** The participant's link for a survey token (spec section 7: current origin + /survey/{token}). */
export function surveyUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/survey/${encodeURIComponent(token)}`;
}
