import { inflateSync } from 'node:zlib';

// The text of a PDF that pdfkit wrote with its built-in fonts, for tests that read what a customer reads on a
// receipt, a statement or a poster. pdfkit writes each line as a TJ array of hex strings in WinAnsi; the few
// WinAnsi bytes that are not Latin-1 are mapped here.

const WIN_ANSI: Readonly<Record<number, string>> = {
  128: '€',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};

const decode = (hex: string) =>
  Buffer.from(hex, 'hex').reduce((s, b) => s + (WIN_ANSI[b] ?? String.fromCharCode(b)), '');

/** Every line of text in the PDF, in the order drawn. */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit writes `stream\n`, the data, `\nendstream`: a `\r` before that `\n` is the data's last byte (one
  // compressed stream in 256 ends with it), not a line ending to strip.
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not a content stream
    }
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      lines.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''));
    }
  }
  return lines;
}
