import { lagosTimeToTheSecond } from '@owo/contract/lagos-time';
import { OWO_BANK } from '@owo/contract/nuban';
import { pdfLibs } from '#lib/lazy-modules.ts';
import { describeMovement } from '#records/transaction-description.ts';
import { parties, receiptState, sessionId, verifyUrl } from './receipt-view.ts';
import type { ReceiptRow } from './receipts-repository.ts';

const COMPANY_NAME = `Owo Technologies Limited · ${OWO_BANK.name}`;

/** One receipt as an A5 PDF with the verify QR code. */
export async function receiptPdf(t: ReceiptRow, origin: string): Promise<Buffer> {
  const { PDFDocument, QRCode } = await pdfLibs();
  const url = verifyUrl(origin, t.receipt_code);
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const { sender, recipient } = parties(t);
  const party = (p: typeof sender) =>
    [p.name, [p.account, p.bank].filter(Boolean).join(' · ')].filter(Boolean);
  const state = receiptState(t.status);
  // The movement's one description, its money printed with the code ("NGN 10,026.88": no ₦ in the PDF's fonts).
  const d = describeMovement(t, { money: 'code' });
  const rows: Array<[string, string]> = [
    ['Status', d.status_label],
    ['Amount', d.amount],
    ['Fee', d.fee],
    ['Total', d.total],
    ['From', party(sender).join('\n')],
    ['To', party(recipient).join('\n')],
  ];
  if (d.token) rows.push(['Token', d.token]);
  if (d.units) rows.push(['Units', `${d.units} kWh`]);
  if (t.narration) rows.push(['Narration', t.narration]);
  rows.push(['Reference', t.reference]);
  const session = sessionId(t);
  if (session) rows.push(['Session ID', session]);
  rows.push(['Date', lagosTimeToTheSecond(t.created_at)]);
  if (state === 'paid' && t.settled_at) rows.push(['Paid at', lagosTimeToTheSecond(t.settled_at)]);
  if (state === 'reversed' && t.reversed_at)
    rows.push(['Money returned', lagosTimeToTheSecond(t.reversed_at)]);

  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: `Owo receipt ${t.reference}`, Author: COMPANY_NAME, Subject: 'Transaction receipt' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor('#0b6b3a').font('Helvetica-Bold').fontSize(18).text('Owo', left, 36);
  doc.fillColor('#111827').fontSize(13).text('Transaction receipt', left, 60);
  doc.fillColor('#6b7280').font('Helvetica').fontSize(8).text(COMPANY_NAME, left, 78);
  doc.moveDown(1.2);
  const labelWidth = 90;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor('#6b7280').font('Helvetica').fontSize(9).text(label, left, y, { width: labelWidth });
    doc.fillColor('#111827').font('Helvetica-Bold').fontSize(9);
    doc.text(value, left + labelWidth, y, { width: width - labelWidth, align: 'right' });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5);
  const qrSize = 110;
  const qrY = doc.y;
  doc.image(qr, left + (width - qrSize) / 2, qrY, { width: qrSize });
  doc.y = qrY + qrSize + 6;
  doc.fillColor('#374151').font('Helvetica').fontSize(8);
  doc.text('Scan to check this transfer with Owo, or open:', left, doc.y, { width, align: 'center' });
  doc.fillColor('#0b6b3a').text(url, { width, align: 'center', link: url });
  doc.fillColor('#6b7280').text(`Receipt code ${t.receipt_code}`, { width, align: 'center' });
  doc.end();
  return done;
}
