import { useParams } from 'react-router';
import { TransactionDetail } from '#features/transactions/transaction-detail';
import { PageTag } from '#lib/head';

export default function TransactionRoute() {
  const { uuid = '' } = useParams();
  return (
    <>
      <PageTag tag="Transaction" />
      <TransactionDetail key={uuid} uuid={uuid} />
    </>
  );
}
