import { ForgotPasswordScreen } from '#features/forgot-password/forgot-password-screen';
import { PageTag } from '#lib/head';

export function ForgotPasswordPage() {
  return (
    <>
      <PageTag tag="Forgot Password" />
      <ForgotPasswordScreen />
    </>
  );
}
