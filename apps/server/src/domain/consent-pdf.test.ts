import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CONSENT_FORM_REGIONS, consentPdfCache, type ConsentFormRegion } from './consent-forms.ts';
import { buildConsentPdf, wrapText } from './consent-pdf.ts';

const OPTIONS = { productName: 'ROMtrack', foundationName: 'Test Foundation', publicUrl: 'https://romtrack.test' };

/**
 * The text a PDF prints: inflates its content streams and decodes the hex strings that
 * pdf-lib writes for each line (`<48656C6C6F> Tj`). Lines are joined with spaces.
 */
function printedText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      lines.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

async function render(region: ConsentFormRegion, options = OPTIONS) {
  const pdf = await buildConsentPdf(region, options);
  return { pdf, text: printedText(pdf) };
}

describe('consent form PDFs', () => {
  it.each(CONSENT_FORM_REGIONS)('%s is a PDF with the consent text and the fill-in form', async (region) => {
    const { pdf, text } = await render(region);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('Consent to share de-identified health information');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Consent to share de-identified health information');
    expect(text).toContain('shared with Test Foundation and its research partners');
    expect(text).toContain('do not depend on whether you consent');
    expect(text).toContain('in writing');
    expect(text).toContain('I do not consent');
  });

  it('adds the GDPR wording to the eu form only', async () => {
    const eu = (await render('eu')).text;
    expect(eu).toContain('Additional information for the European Union (GDPR)');
    expect(eu).toContain('explicit consent');
    expect(eu).toContain('Test Foundation is the data controller');
    expect(eu).toContain('supervisory authority');
    for (const region of ['losmol', 'medi', 'taiwan', 'yunlin'] as const) {
      expect((await render(region)).text).not.toContain('GDPR');
    }
  });

  it('points the Taiwan regions to the Traditional Chinese web page', async () => {
    for (const region of ['taiwan', 'yunlin'] as const) {
      expect((await render(region)).text).toContain('https://romtrack.test/consent/zh-TW');
    }
    expect((await render('medi')).text).not.toContain('zh-TW');
  });

  it('prints names the standard font cannot show with question marks instead of failing', async () => {
    const { text } = await render('medi', { ...OPTIONS, foundationName: '研究基金會 Foundation' });
    expect(text).toContain('????? Foundation');
  });

  it('generates each region once', async () => {
    const pdfFor = consentPdfCache(OPTIONS);
    const first = await pdfFor('eu');
    expect(await pdfFor('eu')).toBe(first);
    expect(await pdfFor('medi')).not.toBe(first);
  });

  it('wraps lines to the width and keeps every word', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const lines = wrapText(text, font, 11, 80);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toBe(text);
    expect(wrapText('', font, 11, 80)).toEqual([]);
  });
});
