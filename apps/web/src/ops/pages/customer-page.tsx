import type { CustomerPage as Customer } from '@owo/contract/ops-customers';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '#lib/api/api-error';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { opsCall } from '../api';
import { AlertsPanel, ComplaintsPanel } from '../customers/complaints-and-alerts';
import { KYC_LABEL, RESTRICTION_SHORT, when } from '../customers/format';
import { NotesPanel } from '../customers/notes-panel';
import { ReasonPrompt } from '../customers/reason-prompt';
import { RestrictionsPanel } from '../customers/restrictions-panel';
import { DevicesPanel, KycPanel, MoneyPanel, ProfilePanel, TransactionsPanel } from '../customers/sections';
import { useOps } from '../session';
import { OpsHeader } from '../ui';

/**
 * A customer's page: everything about them in one place. It opens once this staff session has said why
 * (the server answers 428 until then); every opening is in the audit log.
 */
export default function CustomerPage() {
  const { uuid = '' } = useParams();
  const ops = useOps();
  const page = useQuery({
    queryKey: ['ops', 'customer', uuid],
    queryFn: () => opsCall<Customer>('GET', `/ops/customers/${uuid}`),
    retry: false,
  });
  if (page.isPending) return <FullScreenLoader />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.httpStatus === 428) {
      return (
        <>
          <OpsHeader title="Customer" />
          <ReasonPrompt uuid={uuid} onRecorded={() => void page.refetch()} />
        </>
      );
    }
    return (
      <>
        <OpsHeader title="Customer" />
        <p role="alert">{page.error.message}</p>
        <Link to="/ops/customers" className="text-green-800 underline">
          Back to search
        </Link>
      </>
    );
  }
  const p = page.data;
  return (
    <>
      <OpsHeader title={p.profile.name ?? 'Customer without a name yet'}>
        <Link to="/ops/customers" className="text-sm text-green-800 underline">
          Back to search
        </Link>
      </OpsHeader>
      <p className="-mt-4 mb-6 text-sm text-gray-700">
        {p.restriction_in_force && (
          <strong className="mr-2 rounded bg-red-100 px-2 py-0.5 text-red-900">
            {RESTRICTION_SHORT[p.restriction_in_force]}
          </strong>
        )}
        {KYC_LABEL[p.kyc.status]} · tier {p.kyc.tier} · opened because “{p.access.reason}” (
        {when(p.access.at)})
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfilePanel p={p} />
        <KycPanel p={p} />
        <MoneyPanel p={p} />
        <RestrictionsPanel p={p} onChanged={() => void page.refetch()} />
        <div className="lg:col-span-2">
          <TransactionsPanel p={p} canRefund={ops.can('refunds.propose')} />
        </div>
        <DevicesPanel p={p} />
        <NotesPanel p={p} canWrite={ops.can('customers.note')} onAdded={() => void page.refetch()} />
        {p.complaints && <ComplaintsPanel complaints={p.complaints} />}
        {p.alerts && <AlertsPanel alerts={p.alerts} />}
      </div>
    </>
  );
}
