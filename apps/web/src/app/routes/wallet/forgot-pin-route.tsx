import { ForgotPinScreen } from '#features/profile/forgot-pin-screen';
import { PageTag } from '#lib/head';

/** `/profile/forgot-pin`: reset the transaction PIN with the password and a texted code. */
export default function ForgotPinRoute() {
  return (
    <>
      <PageTag tag="Forgot PIN" />
      <ForgotPinScreen />
    </>
  );
}
