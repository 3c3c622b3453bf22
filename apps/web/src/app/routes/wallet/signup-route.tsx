import { Link, useSearchParams } from 'react-router';
import { SignupFlow } from '#features/signup/signup-flow';
import { PageTag } from '#lib/head';
import { FlowLayout } from '#ui/flow-layout';

/** Where a new customer may be sent once signed up: only a team invitation's page (/join/{code}). */
const nextFrom = (value: string | null) => (value && /^\/join\/[0-9a-f]{40}$/.test(value) ? value : null);

/** /signup, with `?ref=CODE` from a referral link, `?next=/join/{code}` from a team invitation. */
export default function SignupRoute() {
  const [params] = useSearchParams();
  const next = nextFrom(params.get('next'));
  return (
    <FlowLayout
      logoTo="/"
      headerAction={
        <Link
          to="/login"
          state={next ? { from: next } : undefined}
          className="font-semibold text-brand underline"
        >
          Log in
        </Link>
      }
    >
      <PageTag tag="Sign up" />
      <SignupFlow
        next={next}
        referralCode={params.get('ref')?.trim() || null}
        prefillPhone={
          params
            .get('phone')
            ?.replace(/[^\d+ ]/g, '')
            .trim()
            .slice(0, 16) || null
        }
      />
    </FlowLayout>
  );
}
