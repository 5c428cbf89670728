/**
 * Writes the printable consent forms (consent-forms.ts) with pdf-lib, from the same texts as
 * the /consent/{language} page (@romtrack/shared/consent).
 *
 * The PDFs use the standard PDF fonts, which need no font file but can only print Latin text
 * (WinAnsi). No CJK font is installed on these machines or on CI, so the forms of the Taiwan
 * regions are printed in English with a line pointing to the Traditional Chinese web page.
 */
import { consentTexts, renderConsent, type ConsentSection } from '@romtrack/shared/consent/index';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ConsentFormRegion, ConsentPdfOptions } from './consent-forms.ts';

/** Regions whose participants read Traditional Chinese (their web text is /consent/zh-TW). */
const CHINESE_REGIONS: ReadonlySet<ConsentFormRegion> = new Set(['taiwan', 'yunlin']);

// A4 in points; margins and type sizes chosen for a form read on paper.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_SPACE = 40;
const INK = rgb(0.09, 0.12, 0.17);
const MUTED = rgb(0.3, 0.34, 0.4);

/** Splits text into lines no wider than `width` at `size` (words longer than a line stay whole). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top to bottom, starting a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly printable: ReadonlySet<number>;
  private readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    this.printable = new Set(regular.getCharacterSet());
  }

  /**
   * The text with characters the standard font cannot print replaced by '?': configured names
   * (FOUNDATION_NAME, PRODUCT_NAME) may hold any script, and must not make the form fail.
   */
  private safe(text: string): string {
    return Array.from(text, (ch) => (this.printable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  }

  /** Makes room for `height` points, on a new page if needed. */
  private room(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
  }

  text(text: string, options: { size: number; font?: PDFFont; gapAfter?: number; color?: typeof INK } = { size: 11 }) {
    const font = options.font ?? this.regular;
    const lineHeight = options.size * 1.4;
    for (const line of wrapText(this.safe(text), font, options.size, TEXT_WIDTH)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y + options.size * 0.3,
        size: options.size,
        font,
        color: options.color ?? INK,
      });
    }
    this.y -= options.gapAfter ?? 0;
  }

  /** A heading kept on the same page as the first line that follows it. */
  heading(text: string, size: number) {
    this.room(size * 1.4 + 11 * 1.4 * 2 + 8);
    this.y -= 6;
    this.text(text, { size, font: this.bold, gapAfter: 2 });
  }

  sections(sections: readonly ConsentSection[], headingSize: number) {
    for (const section of sections) {
      this.heading(section.heading, headingSize);
      for (const paragraph of section.paragraphs) this.text(paragraph, { size: 11, gapAfter: 6 });
    }
  }

  /** Fill-in lines and tick boxes for the paper copy the center keeps. */
  formFields(labels: { pid: string; date: string; consent: string; noConsent: string }) {
    const size = 11;
    this.room(110);
    this.y -= 28;
    const line = (label: string, x: number, length: number) => {
      this.page.drawText(`${label}:`, { x, y: this.y, size, font: this.bold, color: INK });
      const start = x + this.bold.widthOfTextAtSize(`${label}:`, size) + 6;
      this.page.drawLine({
        start: { x: start, y: this.y - 2 },
        end: { x: start + length, y: this.y - 2 },
        thickness: 0.8,
        color: INK,
      });
    };
    line(labels.pid, MARGIN, 120);
    line(labels.date, MARGIN + TEXT_WIDTH / 2, 140);
    this.y -= 34;
    const box = (label: string, x: number) => {
      this.page.drawRectangle({ x, y: this.y - 2, width: 12, height: 12, borderColor: INK, borderWidth: 1 });
      this.page.drawText(label, { x: x + 20, y: this.y, size, font: this.regular, color: INK });
    };
    box(labels.consent, MARGIN);
    box(labels.noConsent, MARGIN + TEXT_WIDTH / 2);
    this.y -= 12;
  }

  footer(caption: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = this.safe(`${caption} · ${i + 1}/${pages.length}`);
      page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8.5, font: this.regular, color: MUTED });
    });
  }
}

/** One region's consent form as PDF bytes. */
export async function buildConsentPdf(region: ConsentFormRegion, options: ConsentPdfOptions): Promise<Uint8Array> {
  const consent = renderConsent('en', options.foundationName, region === 'eu' ? 'eu' : 'general');
  const doc = await PDFDocument.create();
  doc.setTitle(consent.title);
  doc.setAuthor(options.foundationName);
  doc.setSubject(`${options.productName} consent form (${region})`);
  doc.setCreator(options.productName);
  doc.setLanguage('en');
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  writer.text(consent.title, { size: 18, font: writer.bold, gapAfter: 4 });
  writer.text(`${options.productName} · ${options.foundationName}`, { size: 10.5, color: MUTED, gapAfter: 8 });
  if (CHINESE_REGIONS.has(region)) {
    writer.text(
      `The Traditional Chinese text of this form is on the web page ${options.publicUrl}/consent/zh-TW (this printed copy cannot show Chinese characters).`,
      { size: 10.5, font: writer.bold, gapAfter: 6 },
    );
  }
  writer.sections(consent.sections, 12.5);
  if (consent.euHeading !== null) {
    writer.heading(consent.euHeading, 14);
    writer.sections(consent.euSections, 12);
  }
  writer.formFields(consentTexts.en.form);
  writer.footer(`${options.productName} consent form (${region})`);
  return doc.save();
}
