import type { ReplyData } from '@owo/contract/common';
import { lagosClockSeconds } from '@owo/contract/lagos-time';
import type { auditReply } from '@owo/contract/ops';
import { useInfiniteQuery } from '@tanstack/react-query';
import { opsCall } from '../api';
import { DownloadButton } from '../monitoring/parts';
import { OpsHeader } from '../ui';

/** A page of the log, as the API's contract states it. */
type Page = ReplyData<typeof auditReply>;

const when = (iso: string) => lagosClockSeconds(iso);

/** Admins: the audit log, newest first, with the hash chain's state and an export. */
export default function AuditPage() {
  const log = useInfiniteQuery({
    queryKey: ['ops', 'audit'],
    queryFn: ({ pageParam }) =>
      opsCall<Page>('GET', `/ops/audit?limit=50${pageParam ? `&before=${pageParam}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const chainOk = log.data?.pages[0]?.chain_ok;
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <>
      <OpsHeader title="Audit log">
        <DownloadButton path="/ops/audit.csv" name="owo-audit-log.csv">
          Export CSV
        </DownloadButton>
      </OpsHeader>
      {chainOk !== undefined && (
        <p
          role="status"
          className={chainOk ? 'mb-4 text-sm text-green-800' : 'mb-4 text-sm font-semibold text-red-700'}
        >
          {chainOk
            ? 'Hash chain verified: no entry has been changed or removed.'
            : 'The hash chain is broken: an entry was changed or removed. Escalate now.'}
        </p>
      )}
      {log.isError && <p role="alert">Could not load the audit log.</p>}
      <ul className="space-y-2 md:hidden">
        {entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
            <p className="font-mono text-xs font-semibold">{e.action}</p>
            <p className="mt-1 break-all text-gray-700">{e.staff_email ?? e.actor}</p>
            <p className="text-xs text-gray-600">{when(e.at)} (Lagos)</p>
            {e.subject_type && (
              <p className="mt-1 break-all text-xs">{`${e.subject_type} ${e.subject_id ?? ''}`}</p>
            )}
            <p className="mt-1 break-all font-mono text-xs text-gray-600">{JSON.stringify(e.detail)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="p-3">When (Lagos)</th>
              <th className="p-3">Who</th>
              <th className="p-3">Action</th>
              <th className="p-3">Subject</th>
              <th className="p-3">Detail</th>
            </tr>
          </thead>
          <tbody>
            {log.data?.pages
              .flatMap((p) => p.entries)
              .map((e) => (
                <tr key={e.id} className="border-t border-gray-100 align-top">
                  <td className="p-3 whitespace-nowrap">{when(e.at)}</td>
                  <td className="p-3">{e.staff_email ?? e.actor}</td>
                  <td className="p-3 font-mono text-xs">{e.action}</td>
                  <td className="p-3 text-xs">
                    {e.subject_type ? `${e.subject_type} ${e.subject_id ?? ''}` : '—'}
                  </td>
                  <td className="p-3 font-mono text-xs break-all">{JSON.stringify(e.detail)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {log.hasNextPage && (
        <button
          type="button"
          className="mt-4 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Older entries
        </button>
      )}
    </>
  );
}
