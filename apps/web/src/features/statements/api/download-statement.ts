import { apiDownload } from '#lib/api/api-client';

export type StatementFormat = 'pdf' | 'csv';

/** GET /accounts/{uuid}/statement: the statement file, streamed, with the bytes received so far. */
export function downloadStatement(
  accountUuid: string,
  period: { from: string; to: string; format: StatementFormat },
  options: { signal?: AbortSignal; onProgress?: (bytes: number) => void },
) {
  const query = new URLSearchParams(period).toString();
  return apiDownload(`/accounts/${encodeURIComponent(accountUuid)}/statement?${query}`, options);
}

/** Hands a downloaded file to the browser's own download (a temporary link to the blob). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
