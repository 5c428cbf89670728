/**
 * The printable consent forms served at /consent-forms/{region}.pdf (decisions.md "Consent"):
 * which regions have one, and a per-process cache of the generated PDFs. The generator
 * (consent-pdf.ts, with pdf-lib) is loaded on the first request for a form, not at start-up.
 */

/** Consent regions with a printable form (spec section 9). */
export const CONSENT_FORM_REGIONS = ['eu', 'losmol', 'medi', 'taiwan', 'yunlin'] as const;
export type ConsentFormRegion = (typeof CONSENT_FORM_REGIONS)[number];

export function isConsentFormRegion(value: string): value is ConsentFormRegion {
  return (CONSENT_FORM_REGIONS as readonly string[]).includes(value);
}

export interface ConsentPdfOptions {
  productName: string;
  foundationName: string;
  /** Origin of the web client, for the link to the Chinese text (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Generates each region's PDF once and keeps it: the texts and names are fixed for the life
 * of the process. A failed generation is not kept, so the next request tries again.
 */
export function consentPdfCache(options: ConsentPdfOptions): (region: ConsentFormRegion) => Promise<Uint8Array> {
  const cache = new Map<ConsentFormRegion, Promise<Uint8Array>>();
  return (region) => {
    let pdf = cache.get(region);
    if (!pdf) {
      pdf = import('./consent-pdf.ts').then(({ buildConsentPdf }) => buildConsentPdf(region, options));
      cache.set(region, pdf);
      pdf.catch(() => cache.delete(region));
    }
    return pdf;
  };
}
