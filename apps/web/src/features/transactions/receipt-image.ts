import type { Transaction } from '@owo/contract/accounts';
import { lagosTimeToTheSecond } from '@owo/contract/lagos-time';
import type { ReceiptDetail } from '@owo/contract/receipts';
import QRCode from 'qrcode';
import { accountLine } from './receipt-format';

// The receipt as a PNG, drawn on a canvas: what people send on WhatsApp. Loaded only when asked for.

const WIDTH = 720;
const PAD = 40;
const BRAND = '#0b6b3a';
const INK = '#111827';
const MUTED = '#6b7280';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });
}

/** The receipt's rows: the movement's one description (the API's), as the PDF and the screen print it. */
export function receiptRows(t: Transaction, r: ReceiptDetail): Array<[string, string]> {
  const d = t.description;
  const rows: Array<[string, string | null]> = [
    ['Status', d.status_label],
    ['Amount', d.amount],
    ['Fee', d.fee],
    ['Total', d.total],
    ['From', r.sender.name],
    ['', accountLine(r.sender)],
    ['To', r.recipient.name],
    ['', accountLine(r.recipient)],
    ['Token', d.token],
    ['Units', d.units ? `${d.units} kWh` : null],
    ['Narration', t.narration],
    ['Reference', t.reference],
    ['Session ID', r.session_id],
    ['Date', lagosTimeToTheSecond(t.created_at)],
    ['Paid at', r.settled_at ? lagosTimeToTheSecond(r.settled_at) : null],
    ['Money returned', r.reversed_at ? lagosTimeToTheSecond(r.reversed_at) : null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Draws the receipt with its verify QR code and returns it as a PNG blob. */
export async function receiptPng(t: Transaction, r: ReceiptDetail, verifyUrl: string): Promise<Blob> {
  const rows = receiptRows(t, r);
  const rowHeight = 40;
  const qrSize = 220;
  const height = PAD + 110 + rows.length * rowHeight + 30 + qrSize + 110;
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images.');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = BRAND;
  ctx.fillRect(0, 0, WIDTH, 10);
  ctx.font = 'bold 34px system-ui, sans-serif';
  ctx.fillText('Owo', PAD, PAD + 40);
  ctx.fillStyle = INK;
  ctx.font = '600 24px system-ui, sans-serif';
  ctx.fillText('Transaction receipt', PAD, PAD + 80);
  let y = PAD + 130;
  for (const [label, value] of rows) {
    ctx.fillStyle = MUTED;
    ctx.font = '20px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(label, PAD, y);
    ctx.fillStyle = label === 'Status' && r.state === 'paid' ? BRAND : INK;
    ctx.font = `${label === '' ? '' : '600 '}20px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    ctx.fillText(value, WIDTH - PAD, y, WIDTH - PAD * 2 - 160);
    y += rowHeight;
  }
  ctx.textAlign = 'left';
  const qr = await loadImage(await QRCode.toDataURL(verifyUrl, { margin: 1, width: qrSize * scale }));
  ctx.drawImage(qr, (WIDTH - qrSize) / 2, y, qrSize, qrSize);
  y += qrSize + 34;
  ctx.textAlign = 'center';
  ctx.fillStyle = INK;
  ctx.font = '18px system-ui, sans-serif';
  ctx.fillText('Scan to check this transfer with Owo', WIDTH / 2, y);
  ctx.fillStyle = BRAND;
  ctx.font = '16px system-ui, sans-serif';
  ctx.fillText(verifyUrl, WIDTH / 2, y + 28, WIDTH - PAD * 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}
