import { useEffect, useState } from 'react';

/** The verify link as a QR code. The QR library is loaded only when a receipt is shown. */
export function ReceiptQr({ url, size = 144 }: { url: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setSrc(data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [url, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={`QR code to verify this receipt: ${url}`} />
  ) : (
    <div style={{ width: size, height: size }} className="rounded bg-gray-100" aria-hidden="true" />
  );
}
