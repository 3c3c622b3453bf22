import { CreateLinkScreen } from '#features/payment-links/create-link-screen';
import { PageTag } from '#lib/head';

export default function CreatePaymentLinkRoute() {
  return (
    <>
      <PageTag tag="Create a payment link" />
      <CreateLinkScreen />
    </>
  );
}
