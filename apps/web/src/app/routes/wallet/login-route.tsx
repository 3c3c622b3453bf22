import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '#features/auth/login-form';
import { PageTag } from '#lib/head';
import { FlowLayout } from '#ui/flow-layout';

/** Where to go after logging in: back to the protected page that sent the visitor here. */
function destinationFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <FlowLayout
      logoTo="/"
      headerAction={
        <Link to="/signup" className="font-semibold text-brand underline">
          Create an account
        </Link>
      }
    >
      <PageTag tag="Log in" />
      <h1 className="text-2xl font-bold text-ink">Welcome back</h1>
      <p className="mt-1 mb-6 text-muted">Log in to your Owo wallet.</p>
      <LoginForm onLoggedIn={() => navigate(destinationFrom(location.state), { replace: true })} />
    </FlowLayout>
  );
}
