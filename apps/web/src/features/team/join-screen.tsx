import type { ReplyData } from '@owo/contract/common';
import { errors } from '@owo/contract/messages';
import type { acceptInviteReply, teamInviteReply } from '@owo/contract/team';
import { maskedInvitePhone, ROLE_HINTS, ROLE_NAMES } from '@owo/contract/team-roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { apiGet, apiPost } from '#lib/api/api-client';
import { failureMessage, isApiError } from '#lib/api/api-error';
import { useProfile } from '#lib/session/get-profile';
import { useLogout } from '#lib/session/sign-out';
import { useToken } from '#lib/session/token-store';
import { buttonClasses } from '#ui/button-styles';
import { FlowLayout } from '#ui/flow-layout';
import { Spinner } from '#ui/spinner';
import { useSwitchAccount } from './use-switch-account';

type Invite = ReplyData<typeof teamInviteReply>;

/**
 * `/join/{code}`: the link an invited phone receives by text. Anyone holding it reads which business invited
 * which (masked) phone, as what; the one who holds that phone signs up or logs in and is in the business at
 * once, acting for it. Someone signed in with another number is told which to use.
 */
export function JoinScreen({ code }: { code: string }) {
  const token = useToken();
  const invite = useQuery({
    queryKey: ['team-invite', code],
    queryFn: ({ signal }) => apiGet<Invite>(`/public/team-invites/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });
  return (
    <FlowLayout logoTo={token ? '/dashboard' : '/'}>
      <h1 className="text-2xl font-bold text-ink">
        {invite.data ? `Join ${invite.data.business}` : 'Team invitation'}
      </h1>
      {invite.isPending ? (
        <Spinner label="Loading the invitation" className="mt-6 size-8 text-brand" />
      ) : null}
      {invite.isError ? (
        <Closed notFound={isApiError(invite.error) && invite.error.httpStatus === 404} />
      ) : null}
      {invite.data ? <InviteBody code={code} invite={invite.data} signedIn={token !== null} /> : null}
    </FlowLayout>
  );
}

function Closed({ notFound }: { notFound: boolean }) {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-muted">
        {notFound
          ? errors.inviteNotFound
          : 'We could not load the invitation. Check your internet connection, then try again.'}
      </p>
      <Link to="/" className={buttonClasses('white', 'small')}>
        Go to Owo
      </Link>
    </div>
  );
}

function InviteBody({ code, invite, signedIn }: { code: string; invite: Invite; signedIn: boolean }) {
  const here = `/join/${code}`;
  return (
    <div className="mt-2 flex flex-col gap-5">
      <p className="text-muted">
        {invite.business} invited <span className="font-semibold text-ink">{invite.phone}</span> to its team
        on Owo as <span className="font-semibold text-ink">{ROLE_NAMES[invite.role]}</span>.
      </p>
      <p className="rounded-lg bg-brand-light p-3 text-sm text-ink">
        {ROLE_NAMES[invite.role]}: {ROLE_HINTS[invite.role]}. You keep your own account, password and PIN; you
        choose when you act for {invite.business}.
      </p>
      {signedIn ? (
        <Accept code={code} invite={invite} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">Use the phone number this text came to.</p>
          <Link to={`/signup?next=${encodeURIComponent(here)}`} className={buttonClasses('green', 'big')}>
            Create an account
          </Link>
          <Link to="/login" state={{ from: here }} className={buttonClasses('white', 'big')}>
            I have an account: log in
          </Link>
        </div>
      )}
    </div>
  );
}

/** Signed in with the invited phone: joins at once and lands on the dashboard acting for the business. */
function Accept({ code, invite }: { code: string; invite: Invite }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const switchTo = useSwitchAccount();
  const logout = useLogout();
  const started = useRef(false);
  const accept = useMutation({
    mutationFn: () =>
      apiPost<ReplyData<typeof acceptInviteReply>>(`/team/invites/${encodeURIComponent(code)}/accept`),
  });
  const phone = profile.data?.phone;
  const same = phone !== undefined && maskedInvitePhone(phone) === invite.phone;
  const join = () =>
    accept.mutate(undefined, {
      onSuccess: ({ business }) => {
        switchTo(business);
        toast.success(`You joined ${business.name}`);
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
    });
  const joinOnce = useRef(join);
  joinOnce.current = join;

  useEffect(() => {
    if (!same || started.current) return;
    started.current = true;
    joinOnce.current();
  }, [same]);

  if (!phone) return <Spinner label="Loading your account" className="size-8 text-brand" />;
  if (!same) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="font-semibold text-danger">
          You are logged in as {maskedInvitePhone(phone)}. This invitation is for {invite.phone}.
        </p>
        <p className="text-sm text-muted">
          Log out, then log in or sign up with the number that received the text.
        </p>
        <button
          type="button"
          className={buttonClasses('white', 'big')}
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => navigate('/login', { state: { from: `/join/${code}` } }),
            })
          }
        >
          Log out
        </button>
      </div>
    );
  }
  if (accept.isError) {
    return (
      <button type="button" className={buttonClasses('green', 'big')} onClick={join}>
        Join {invite.business}
      </button>
    );
  }
  return <Spinner label={`Joining ${invite.business}`} className="size-8 text-brand" />;
}
