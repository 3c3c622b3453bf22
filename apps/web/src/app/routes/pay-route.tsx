import { useParams } from 'react-router';
import { PayPage } from '#features/payment-links/pay-page';

/** `/pay/{slug}`: a payment link's public page (its own small chunk; no wallet code). */
export default function PayRoute() {
  const { slug = '' } = useParams();
  return <PayPage slug={slug} />;
}
