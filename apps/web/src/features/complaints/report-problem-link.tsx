import { Link } from 'react-router';

/** On a transaction's page: opens a complaint about it (the in-app support chat, with the transaction attached). */
export function ReportProblemLink({ transactionId }: { transactionId: string }) {
  return (
    <Link
      to={`/support/new?transaction=${encodeURIComponent(transactionId)}`}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-danger ring-1 ring-red-200 hover:bg-red-50 print:hidden"
    >
      Report a problem
    </Link>
  );
}
