import { formatMinor } from '@owo/contract/money-format';
import { pdfLibs } from '#lib/lazy-modules.ts';
import type { PaymentLinkRow } from './payment-links-repository.ts';
import { bankTransfer, payeeName, payUrl } from './payment-links-service.ts';

const BRAND_GREEN = '#0a7d4f';
const INK = '#111827';
const MUTED = '#4b5563';

/** "NGN 1,234.50": the one formatter, with the code (the PDF's built-in fonts have no ₦). */
const naira = (minor: bigint) => formatMinor(minor, 'NGN', { style: 'code' });

/**
 * The counter poster (A4): who is paid, what for, the QR of the /pay link, and the bank-transfer
 * instruction for payers who bank elsewhere. Built in memory; a few kilobytes.
 */
export async function posterPdf(link: PaymentLinkRow, origin: string): Promise<Buffer> {
  const { PDFDocument, QRCode } = await pdfLibs();
  const url = payUrl(origin, link.slug);
  const qr = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 600 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Pay ${payeeName(link)} with Owo`, Author: 'Owo', Subject: link.description },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  doc.rect(0, 0, doc.page.width, 90).fill(BRAND_GREEN);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(28).text('Owo', 56, 30);
  doc.font('Helvetica').fontSize(13).text('Scan to pay', 56, 38, { width, align: 'right' });

  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(payeeName(link), 56, 130, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font('Helvetica').fontSize(16).text(link.description, { width, align: 'center' });
  doc.moveDown(0.4);
  const amount = link.amount_minor === null ? 'Enter any amount' : naira(link.amount_minor);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(26).text(amount, { width, align: 'center' });

  const qrSize = 250;
  const qrTop = doc.y + 20;
  doc.image(qr, (doc.page.width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });
  doc.y = qrTop + qrSize + 12;
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(11)
    .text(url, 56, doc.y, { width, align: 'center', link: url });
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .fontSize(12)
    .text('Owo customers: scan, sign in and pay with your PIN. Free and instant.', {
      width,
      align: 'center',
    });

  const boxTop = doc.y + 24;
  doc.roundedRect(56, boxTop, width, 150, 10).lineWidth(1.5).strokeColor(BRAND_GREEN).stroke();
  doc
    .fillColor(BRAND_GREEN)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Paying from another bank?', 76, boxTop + 18);
  doc.fillColor(INK).font('Helvetica').fontSize(12);
  doc.text('Send a bank transfer to this account:', 76, boxTop + 42);
  const transfer = bankTransfer(link);
  const rows: Array<[string, string]> = [
    ['Bank', transfer.bank_name],
    ['Account number', transfer.account_number],
    ['Account name', transfer.account_name],
  ];
  rows.forEach(([label, value], i) => {
    const y = boxTop + 66 + i * 22;
    doc.fillColor(MUTED).font('Helvetica').text(label, 76, y);
    doc.fillColor(INK).font('Helvetica-Bold').text(value, 220, y);
  });
  if (link.amount_minor !== null) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(10)
      .text(`Send exactly ${naira(link.amount_minor)}.`, 76, boxTop + 132);
  }
  doc.end();
  return done;
}
