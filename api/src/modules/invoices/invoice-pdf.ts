import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceBlock, InvoiceDocument } from './invoice-document.ts';

const page = { width: 612, height: 792 }; // US Letter, the paper size used in Canada
const margin = 48;
const right = page.width - margin;
const fieldColumn = margin + 190;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.38, 0.38, 0.42);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard PDF fonts (Helvetica) carry Windows-1252, which has every letter of French
 * (é, è, ç, œ, «, », ’, no-break space) — no font file to ship. Anything outside it (a name in
 * another script) is written without its accents when that makes it encodable, else as "?",
 * rather than failing the invoice.
 */
function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const one = (char: string): string => {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) return char;
    if (char === '\u202f' || char === '\u2009') return '\u00a0';
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
    return stripped && [...stripped].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? stripped : '?';
  };
  return (text) => Array.from(text, one).join('');
}

/** Splits a text into lines no wider than `width`, at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
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

class Layout {
  #doc: PDFDocument;
  #fonts: Fonts;
  #page!: PDFPage;
  #y = 0;
  readonly safe: (text: string) => string;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.#doc = doc;
    this.#fonts = fonts;
    this.safe = encodable(fonts.regular);
    this.#newPage();
  }

  #newPage(): void {
    this.#page = this.#doc.addPage([page.width, page.height]);
    this.#y = page.height - margin;
  }

  /** Moves down by `height`, starting a new page when the line would not fit. */
  #advance(height: number): number {
    if (this.#y - height < margin) this.#newPage();
    this.#y -= height;
    return this.#y;
  }

  #text(text: string, x: number, y: number, size: number, font: PDFFont, color = ink): void {
    this.#page.drawText(text, { x, y, size, font, color });
  }

  block(block: InvoiceBlock): void {
    const { regular, bold } = this.#fonts;
    switch (block.kind) {
      case 'title': {
        const y = this.#advance(24);
        this.#text(this.safe(block.text), margin, y, 22, bold);
        this.#advance(8);
        return;
      }
      case 'heading': {
        const y = this.#advance(20);
        this.#text(this.safe(block.text), margin, y, 11, bold);
        this.#page.drawLine({
          start: { x: margin, y: y - 4 },
          end: { x: right, y: y - 4 },
          thickness: 0.5,
          color: muted,
        });
        this.#advance(4);
        return;
      }
      case 'text': {
        const size = block.small ? 8.5 : 10;
        for (const line of wrap(this.safe(block.text), regular, size, right - margin)) {
          this.#text(line, margin, this.#advance(size + 4), size, regular, block.small ? muted : ink);
        }
        return;
      }
      case 'field': {
        const values = wrap(this.safe(block.value), regular, 10, right - fieldColumn);
        values.forEach((value, index) => {
          const y = this.#advance(13);
          if (index === 0 && block.label) this.#text(this.safe(block.label), margin, y, 10, regular, muted);
          this.#text(value, fieldColumn, y, 10, regular);
        });
        return;
      }
      case 'amount': {
        const font = block.strong ? bold : regular;
        const size = block.strong ? 11 : 10;
        const amount = this.safe(block.amount);
        const amountWidth = font.widthOfTextAtSize(amount, size);
        const labels = wrap(this.safe(block.label), font, size, right - margin - amountWidth - 24);
        labels.forEach((label, index) => {
          const y = this.#advance(size + 4);
          this.#text(label, margin, y, size, font);
          if (index === labels.length - 1) this.#text(amount, right - amountWidth, y, size, font);
        });
        return;
      }
      case 'rule': {
        const y = this.#advance(6);
        this.#page.drawLine({ start: { x: right - 200, y }, end: { x: right, y }, thickness: 0.75, color: ink });
        return;
      }
      case 'gap':
        this.#advance(10);
        return;
    }
  }
}

/** Renders an invoice document as a PDF (tagged with its language and title). */
export async function renderInvoicePdf(document: InvoiceDocument, issuedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const layout = new Layout(doc, fonts);
  for (const block of document.blocks) layout.block(block);
  doc.setTitle(layout.safe(document.title));
  doc.setAuthor('Propre');
  doc.setProducer('Propre');
  doc.setCreator('Propre');
  doc.setLanguage(document.locale === 'fr' ? 'fr-CA' : 'en-CA');
  // The document's dates are the invoice's, so two downloads differ only by their payments section.
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  return doc.save();
}
