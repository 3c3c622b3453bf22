import notFound from '#assets/illustrations/not-found.svg';
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

/** The catch-all page: just an image. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-white p-6">
      <PageTag tag="Page not found" />
      <img src={notFound} alt="Page not found" width={480} height={360} className="h-auto w-full max-w-lg" />
    </main>
  );
}
