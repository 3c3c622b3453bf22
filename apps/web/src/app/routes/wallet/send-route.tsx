import { useParams, useSearchParams } from 'react-router';
import { useAccounts } from '#features/accounts/api/get-accounts';
import { TransferProvider } from '#features/transfers/draft/transfer-context';
import type { TransferRoute } from '#features/transfers/draft/transfer-reducer';
import { prefillFromSearch } from '#features/transfers/prefill';
import { SendFlow } from '#features/transfers/send-flow';
import { UnknownSendRoute } from '#features/transfers/unknown-send-route';
import { PageTag } from '#lib/head';

const titles: Record<TransferRoute, string> = {
  enaira: 'Send eNaira',
  remittance: 'Send to a bank account',
  momo: 'Send mobile money',
};

function isTransferRoute(page: string | undefined): page is TransferRoute {
  return page === 'enaira' || page === 'remittance' || page === 'momo';
}

/** `/send/:page`: remittance, enaira or momo; any other value shows the fallback. */
export default function SendRoute() {
  const { page } = useParams();
  const [params] = useSearchParams();
  // Sends are paid from the naira account: its balance is shown, and checked, on the amount step.
  const { data: accounts } = useAccounts();
  const available = accounts?.accounts.find((account) => account.currency === 'NGN')?.balance;
  if (!isTransferRoute(page)) return <UnknownSendRoute />;
  return (
    <TransferProvider key={page} route={page} prefill={prefillFromSearch(page, params)} available={available}>
      <PageTag tag={titles[page]} />
      <SendFlow />
    </TransferProvider>
  );
}
