import { PayoutsScreen } from '#features/payouts/payouts-screen';
import { PageTag } from '#lib/head';

export default function PayoutsRoute() {
  return (
    <>
      <PageTag tag="Bulk payouts" />
      <PayoutsScreen />
    </>
  );
}
