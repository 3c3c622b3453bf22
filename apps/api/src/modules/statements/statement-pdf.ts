import { pdfLibs } from '#lib/lazy-modules.ts';
import { groupDecimal, money, type StatementHeader, type StatementLine } from './statement-lines.ts';

// A4 landscape: wide enough for a full reference and three amount columns at a readable size.
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const ROW_HEIGHT = 13;
const FONT_SIZE = 8;
const TABLE_TOP = PAGE.margin + 20;
const FIRST_TABLE_TOP = 196;
const FOOTER_Y = PAGE.height - PAGE.margin - 8;
const COLUMNS = [
  { title: 'Date', width: 76, align: 'left' },
  { title: 'Description', width: 268, align: 'left' },
  { title: 'Reference', width: 136, align: 'left' },
  { title: 'Debit', width: 92, align: 'right' },
  { title: 'Credit', width: 92, align: 'right' },
  { title: 'Balance', width: 106, align: 'right' },
] as const;
const GREEN = '#0B6B3A';
const GREY = '#5B6472';

/** Rows that fit under the table header on the first page and on every other page. */
const FIRST_PAGE_ROWS = Math.floor((FOOTER_Y - 12 - FIRST_TABLE_TOP - ROW_HEIGHT) / ROW_HEIGHT);
const PAGE_ROWS = Math.floor((FOOTER_Y - 12 - TABLE_TOP - ROW_HEIGHT) / ROW_HEIGHT);

/** How many pages a statement of `rows` table rows takes (known before the first line is drawn). */
export function pageCount(rows: number): number {
  return rows <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / PAGE_ROWS);
}

// The standard PDF fonts carry Latin-1 only: letters with marks (Yoruba, Igbo names) lose the marks.
const latin1 = (s: string) =>
  s
    .replace(/[“”]/g, '"')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}...` : s);

/**
 * Draws a statement into a pdfkit document, one call per line. The document streams: each finished page is
 * compressed and emitted as 'data' when the next begins, so memory holds one page, whatever the length.
 */
export class StatementPdf {
  readonly doc: PDFKit.PDFDocument;
  private row = 0;
  private page = 1;
  private y = FIRST_TABLE_TOP;
  private readonly pages: number;

  /** A statement's document; pdfkit and qrcode load with a process's first PDF (#lib/lazy-modules.ts). */
  static async open(header: StatementHeader, totalRows: number): Promise<StatementPdf> {
    return new StatementPdf(header, totalRows, await pdfLibs());
  }

  private constructor(
    private readonly header: StatementHeader,
    totalRows: number,
    private readonly libs: Awaited<ReturnType<typeof pdfLibs>>,
  ) {
    this.pages = pageCount(totalRows);
    this.doc = new libs.PDFDocument({
      size: 'A4',
      layout: 'landscape',
      // Every row is placed explicitly and pages are turned here; no bottom margin, so pdfkit never turns
      // one by itself (text near the bottom would otherwise spill onto a page of its own).
      margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
      autoFirstPage: true,
      bufferPages: false,
      info: {
        Title: `${header.brand} statement ${header.accountNumber} ${header.from} to ${header.to}`,
        Author: header.brand,
        Subject: `Verify at ${header.verifyUrl}`,
      },
    });
    this.doc.font('Helvetica').fontSize(FONT_SIZE);
    this.letterhead();
    this.tableHeader(FIRST_TABLE_TOP);
  }

  private letterhead() {
    const { doc, header: h } = this;
    const left = PAGE.margin;
    doc
      .fillColor(GREEN)
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(h.brand, left, PAGE.margin, { lineBreak: false });
    doc
      .fillColor(GREY)
      .font('Helvetica')
      .fontSize(8)
      .text(`${h.bankName} - Account statement`, left, PAGE.margin + 26, { lineBreak: false });
    doc.fillColor('#111111').font('Helvetica-Bold').fontSize(11);
    doc.text(latin1(h.customerName), left, 78, { lineBreak: false });
    doc.font('Helvetica').fontSize(9);
    const details: Array<[string, string]> = [
      ['Account name', latin1(h.accountName)],
      ['Account number', `${h.accountNumber} (${h.currency})`],
      ['Period', `${h.from} to ${h.to} (Africa/Lagos)`],
      ['Generated', `${h.generatedAt} WAT`],
    ];
    details.forEach(([k, v], i) => {
      doc.fillColor(GREY).text(k, left, 96 + i * 13, { lineBreak: false });
      doc.fillColor('#111111').text(v, left + 90, 96 + i * 13, { lineBreak: false });
    });
    const summary: Array<[string, string]> = [
      ['Opening balance', money(h.openingMinor, h.currency)],
      ['Money in', money(h.creditsMinor, h.currency)],
      ['Money out', money(h.debitsMinor, h.currency)],
      ['Closing balance', money(h.closingMinor, h.currency)],
      ['Lines', String(h.lineCount)],
    ];
    summary.forEach(([k, v], i) => {
      doc.fillColor(GREY).text(k, 360, 78 + i * 13, { lineBreak: false });
      doc
        .fillColor('#111111')
        .font(i === 3 ? 'Helvetica-Bold' : 'Helvetica')
        .text(v, 440, 78 + i * 13, { width: 130, align: 'right', lineBreak: false });
      doc.font('Helvetica');
    });
    this.qr(PAGE.width - PAGE.margin - 92, PAGE.margin);
    doc.fillColor(GREY).fontSize(7);
    doc.text('Verify this statement', PAGE.width - PAGE.margin - 200, PAGE.margin + 98, {
      width: 200,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('#111111').font('Courier').fontSize(7);
    doc.text(h.code, PAGE.width - PAGE.margin - 200, PAGE.margin + 108, {
      width: 200,
      align: 'right',
      lineBreak: false,
    });
    doc.font('Helvetica').fillColor(GREY);
    doc.text(h.verifyUrl, PAGE.width - PAGE.margin - 300, PAGE.margin + 118, {
      width: 300,
      align: 'right',
      lineBreak: false,
      link: h.verifyUrl,
    });
    doc.fontSize(FONT_SIZE);
  }

  /** The verify URL as a vector QR code (crisp at any zoom, no image to decode). */
  private qr(x: number, y: number) {
    const { modules } = this.libs.QRCode.create(this.header.verifyUrl, { errorCorrectionLevel: 'M' });
    const cell = 92 / modules.size;
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (modules.get(r, c)) this.doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05);
      }
    }
    this.doc.fillColor('#000000').fill();
  }

  private tableHeader(top: number) {
    const { doc } = this;
    doc.rect(PAGE.margin, top - 3, PAGE.width - 2 * PAGE.margin, ROW_HEIGHT + 1).fill('#E8F3EC');
    doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(FONT_SIZE);
    this.cells(
      COLUMNS.map((c) => c.title),
      top,
    );
    doc.font('Helvetica').fillColor('#111111');
    this.y = top + ROW_HEIGHT + 2;
  }

  private footer() {
    const { doc, header: h } = this;
    doc.fillColor(GREY).fontSize(7);
    const text = `${h.brand} statement ${h.accountNumber}, ${h.from} to ${h.to} - verify code ${h.code} - generated ${h.generatedAt} WAT`;
    doc.text(text, PAGE.margin, FOOTER_Y, { lineBreak: false });
    const pageNo = `Page ${this.page} of ${this.pages}`;
    doc.text(pageNo, PAGE.width - PAGE.margin - doc.widthOfString(pageNo), FOOTER_Y, { lineBreak: false });
    doc.fillColor('#111111').fontSize(FONT_SIZE);
  }

  private nextPageIfFull() {
    const perPage = this.page === 1 ? FIRST_PAGE_ROWS : PAGE_ROWS;
    if (this.row < perPage) return;
    this.footer();
    this.doc.addPage();
    this.page += 1;
    this.row = 0;
    this.tableHeader(TABLE_TOP);
  }

  /**
   * One row of cells. Text is placed without a width: pdfkit then skips its line wrapper (which costs far
   * more than the drawing), and right-aligned amounts are placed from their measured width.
   */
  private cells(cells: readonly string[], y: number) {
    let x = PAGE.margin;
    for (let i = 0; i < COLUMNS.length; i++) {
      const col = COLUMNS[i]!;
      const text = cells[i]!;
      if (text !== '') {
        const left = col.align === 'right' ? x + col.width - 3 - this.widthOf(text) : x + 3;
        this.doc.text(text, left, y, { lineBreak: false });
      }
      x += col.width;
    }
  }

  // Widths of the characters of right-aligned cells (amounts: digits, separators), per font and size. The
  // standard fonts have no kerning between these characters, so a sum of widths is the measured width.
  private readonly charWidths = new Map<string, number>();

  private widthOf(text: string): number {
    const font = this.doc as unknown as { _font: { name: string }; _fontSize: number };
    let width = 0;
    for (const ch of text) {
      const key = `${font._font.name}:${font._fontSize}:${ch}`;
      let w = this.charWidths.get(key);
      if (w === undefined) {
        w = this.doc.widthOfString(ch);
        this.charWidths.set(key, w);
      }
      width += w;
    }
    return width;
  }

  /** One table row: a ledger line, or the opening / closing rows (bold). */
  addRow(line: StatementLine, bold = false) {
    this.nextPageIfFull();
    const { doc } = this;
    if (this.row % 2 === 1) {
      doc.rect(PAGE.margin, this.y - 3, PAGE.width - 2 * PAGE.margin, ROW_HEIGHT).fill('#F6F7F9');
      doc.fillColor('#111111');
    }
    if (bold) doc.font('Helvetica-Bold');
    const cells = [
      line.date,
      clip(latin1(line.description), 66),
      line.reference,
      groupDecimal(line.debit),
      groupDecimal(line.credit),
      groupDecimal(line.balance),
    ];
    this.cells(cells, this.y);
    if (bold) doc.font('Helvetica');
    this.y += ROW_HEIGHT;
    this.row += 1;
  }

  /** Closes the last page; the document then emits its remaining bytes and 'end'. */
  end() {
    this.footer();
    this.doc.end();
  }
}
