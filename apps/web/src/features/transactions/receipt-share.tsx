import type { Transaction } from '@owo/contract/accounts';
import type { ReceiptDetail } from '@owo/contract/receipts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { deviceId } from '#lib/api/device-id';
import { readToken } from '#lib/session/token-store';
import { buttonClasses } from '#ui/button-styles';

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const SHARE_FAILED = 'We could not make the receipt. check your internet connection and try again.';

/** "Share receipt" (a PNG: the share sheet where the browser can share files, else a download) and the PDF. */
export function ReceiptShare({
  transaction: t,
  receipt: r,
}: {
  transaction: Transaction;
  receipt: ReceiptDetail;
}) {
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const name = `owo-receipt-${t.reference}`;

  async function sharePng() {
    setBusy('png');
    try {
      const { receiptPng } = await import('./receipt-image');
      const blob = await receiptPng(t, r, r.url);
      const file = new File([blob], `${name}.png`, { type: 'image/png' });
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        try {
          await navigator.share({
            files: [file],
            title: 'Owo receipt',
            text: `Verify: ${r.url}`,
          });
        } catch (error) {
          if ((error as Error).name !== 'AbortError') download(blob, file.name);
        }
      } else {
        download(blob, file.name);
      }
    } catch {
      toast.error(SHARE_FAILED);
    } finally {
      setBusy(null);
    }
  }

  async function downloadPdf() {
    setBusy('pdf');
    try {
      const token = readToken();
      const res = await fetch(`/api/transactions/${encodeURIComponent(t.uuid)}/receipt.pdf`, {
        headers: {
          'X-Client-Type': 'web',
          // The same device id as every API call: a session only counts from the device it was opened on.
          'X-Device-Id': deviceId(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      if (!res.ok) throw new Error(String(res.status));
      download(await res.blob(), `${name}.pdf`);
    } catch {
      toast.error(SHARE_FAILED);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid grid-cols-2 gap-3 print:hidden">
      <button
        type="button"
        onClick={sharePng}
        disabled={busy !== null}
        className={buttonClasses('green', 'big', 'w-full px-3 whitespace-nowrap')}
      >
        {busy === 'png' ? 'Preparing…' : 'Share receipt'}
      </button>
      <button
        type="button"
        onClick={downloadPdf}
        disabled={busy !== null}
        className={buttonClasses('white', 'big', 'w-full px-3 whitespace-nowrap')}
      >
        {busy === 'pdf' ? 'Preparing…' : 'Download PDF'}
      </button>
    </div>
  );
}
