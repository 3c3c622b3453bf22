import { useParams, useSearchParams } from 'react-router';
import { useAccounts } from '#features/accounts/api/get-accounts';
import { ActingBanner } from '#features/team/acting-banner';
import { CannotPrepare } from '#features/team/acting-notice';
import { TransferProvider } from '#features/transfers/draft/transfer-context';
import type { TransferRoute } from '#features/transfers/draft/transfer-reducer';
import { prefillFromSearch } from '#features/transfers/prefill';
import { SendFlow } from '#features/transfers/send-flow';
import { UnknownSendRoute } from '#features/transfers/unknown-send-route';
import { PageTag } from '#lib/head';
import { actingMay, useActingFor } from '#lib/session/acting-for';
import { FlowLayout } from '#ui/flow-layout';

const titles: Record<TransferRoute, string> = {
  enaira: 'Send eNaira',
  remittance: 'Send to a bank account',
  momo: 'Send mobile money',
};

function isTransferRoute(page: string | undefined): page is TransferRoute {
  return page === 'enaira' || page === 'remittance' || page === 'momo';
}

/**
 * `/send/:page`: remittance, enaira or momo; any other value shows the fallback. Acting for a business, the
 * send is the business's (its balance on the amount step, prepared for its approvers), and a role that does
 * not prepare payments is told so before it starts.
 */
export default function SendRoute() {
  const { page } = useParams();
  const [params] = useSearchParams();
  const acting = useActingFor();
  // Sends are paid from the naira account (the business's, acting for one): its balance is shown, and checked.
  const { data: accounts } = useAccounts();
  const available = accounts?.accounts.find((account) => account.currency === 'NGN')?.balance;
  if (!isTransferRoute(page)) return <UnknownSendRoute />;
  if (acting && !actingMay(acting, 'approvals.initiate')) {
    return (
      <>
        <ActingBanner />
        <FlowLayout logoTo="/dashboard">
          <PageTag tag={titles[page]} />
          <CannotPrepare what="send money" />
        </FlowLayout>
      </>
    );
  }
  return (
    <TransferProvider key={page} route={page} prefill={prefillFromSearch(page, params)} available={available}>
      <PageTag tag={titles[page]} />
      <ActingBanner />
      <SendFlow />
    </TransferProvider>
  );
}
