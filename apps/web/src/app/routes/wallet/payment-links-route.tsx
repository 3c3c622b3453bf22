import { PaymentLinksScreen } from '#features/payment-links/payment-links-screen';
import { PageTag } from '#lib/head';

export default function PaymentLinksRoute() {
  return (
    <>
      <PageTag tag="Payment links" />
      <PaymentLinksScreen />
    </>
  );
}
