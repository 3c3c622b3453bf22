import { useParams } from 'react-router';
import { BillDetailExtras } from '#features/bills/bill-detail-extras';
import { ReportProblemLink } from '#features/complaints/report-problem-link';
import { TransactionDetail } from '#features/transactions/transaction-detail';
import { PageTag } from '#lib/head';

export default function TransactionRoute() {
  const { uuid = '' } = useParams();
  return (
    <>
      <PageTag tag="Transaction" />
      <TransactionDetail key={uuid} uuid={uuid} actions={<ReportProblemLink transactionId={uuid} />} />
      <BillDetailExtras key={`bill-${uuid}`} uuid={uuid} />
    </>
  );
}
