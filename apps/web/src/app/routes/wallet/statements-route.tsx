import { useAccounts } from '#features/accounts/api/get-accounts';
import { StatementsPanel } from '#features/statements/statements-panel';
import { PageTag } from '#lib/head';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';

/** `/statements`: statements one tap from the dashboard and from More (the Accounts screen has them too). */
export default function StatementsRoute() {
  const accounts = useAccounts();
  return (
    <div className="flex flex-col gap-5">
      <PageTag tag="Statements" />
      {/* The panel below shows its own "Statements" heading; the page keeps an h1 for screen readers. */}
      <h1 className="sr-only">Statements</h1>
      {accounts.data ? <StatementsPanel accounts={accounts.data.accounts} /> : null}
      {accounts.isPending ? <Spinner label="Loading your accounts" className="size-8 text-brand" /> : null}
      {accounts.isError ? <LoadError what="your accounts" onRetry={() => void accounts.refetch()} /> : null}
    </div>
  );
}
