import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { downloadStatement, type StatementFormat, saveFile } from './api/download-statement';

const NETWORK_MESSAGE = 'check your internet connection';

export type DownloadState = { format: StatementFormat; bytes: number } | null;

/** One statement download at a time: its progress, the file saved at the end, the failure as a toast. */
export function useStatementDownload(accountUuid: string | undefined) {
  const [state, setState] = useState<DownloadState>(null);
  const controller = useRef<AbortController | null>(null);

  async function start(format: StatementFormat, period: { from: string; to: string }) {
    if (!accountUuid || state) return;
    controller.current = new AbortController();
    setState({ format, bytes: 0 });
    try {
      const file = await downloadStatement(
        accountUuid,
        { ...period, format },
        {
          signal: controller.current.signal,
          onProgress: (bytes) => setState({ format, bytes }),
        },
      );
      saveFile(file.blob, file.filename ?? `owo-statement-${period.from}-${period.to}.${format}`);
      toast.success('Your statement is ready');
    } catch (error) {
      if (!controller.current.signal.aborted) toast.error(failureMessage(error, NETWORK_MESSAGE));
    } finally {
      setState(null);
    }
  }

  return { state, start, cancel: () => controller.current?.abort() };
}
