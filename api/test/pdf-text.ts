/**
 * TEST SUPPORT: what a person reading a PDF sees, through Mozilla's PDF.js (the viewer of
 * Firefox) — the real text layer, not our own idea of the file's content streams.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface PdfText {
  pages: number;
  /** Every line of every page, top to bottom; pieces on one baseline joined by a space, spaces collapsed. */
  lines: string[];
  title: string | undefined;
  language: string | undefined;
}

interface Piece {
  str: string;
  x: number;
  y: number;
}

export async function readPdf(bytes: Uint8Array | Buffer): Promise<PdfText> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        pieces.push({ str: item.str, x: item.transform[4] as number, y: Math.round(item.transform[5] as number) });
      }
      const rows = new Map<number, Piece[]>();
      for (const piece of pieces) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
      for (const y of [...rows.keys()].sort((a, b) => b - a)) {
        const row = (rows.get(y) ?? []).sort((a, b) => a.x - b.x);
        lines.push(
          row
            .map((p) => p.str)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      }
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { pages: pdf.numPages, lines, title: info.Title, language: info.Language };
  } finally {
    await task.destroy();
  }
}
