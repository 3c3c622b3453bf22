import { Link, useSearchParams } from 'react-router';
import { SignupFlow } from '#features/signup/signup-flow';
import { PageTag } from '#lib/head';
import { FlowLayout } from '#ui/flow-layout';

/** /signup, with `?ref=CODE` from a referral link. */
export default function SignupRoute() {
  const [params] = useSearchParams();
  return (
    <FlowLayout
      logoTo="/"
      headerAction={
        <Link to="/login" className="font-semibold text-brand underline">
          Log in
        </Link>
      }
    >
      <PageTag tag="Sign up" />
      <SignupFlow
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
