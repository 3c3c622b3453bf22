import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { setUnauthorizedHandler } from '#lib/api/api-client';
import { createQueryClient } from '#lib/api/query-client';
import { type LazyScreen, lazyScreen, screenOf } from '#lib/lazy-screen';
import { forgetSession } from '#lib/session/sign-out';
import { onSessionEnd } from '#lib/session/token-store';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { dashboardChunk } from './dashboard-chunk';
import { GuestOnly } from './guest-only';
import { RequireUser } from './require-user';
import { SignedInLayout } from './signed-in-layout';

// zod compiles fast parsers with `new Function`, which our CSP (no eval) refuses; the interpreter is fine here.
zodConfig({ jitless: true });

// One cache for the life of the page, so leaving for a public page and coming back keeps it.
const queryClient = createQueryClient();

// A session ended in another tab (or here) takes this tab's cached answers with it: whoever logs in next on
// this tab starts from nothing, not from the last customer's balances and history.
onSessionEnd(() => queryClient.clear());

// Spec: a 401 anywhere signs the customer out cleanly. The guard then sends them to /login.
setUnauthorizedHandler(() => {
  forgetSession(queryClient);
  toast.error('Your session has ended. Log in again.', { id: 'session-ended' });
});

const LoginRoute = lazyScreen(() => import('./login-route'));
const SignupRoute = lazyScreen(() => import('./signup-route'));
const KycRoute = lazyScreen(() => import('./kyc-route'));
const SendRoute = lazyScreen(() => import('./send-route'));
const BillsRoute = lazyScreen(() => import('./bills-route'));
const DashboardRoute = lazyScreen(dashboardChunk);
const AccountsRoute = lazyScreen(() => import('./accounts-route'));
const StatementsRoute = lazyScreen(() => import('./statements-route'));
const TransactionsRoute = lazyScreen(() => import('./transactions-route'));
const TransactionRoute = lazyScreen(() => import('./transaction-route'));
const BeneficiariesRoute = lazyScreen(() => import('./beneficiaries-route'));
const CardRoute = lazyScreen(() => import('./card-route'));
const ProfileRoute = lazyScreen(() => import('./profile-route'));
const ForgotPinRoute = lazyScreen(() => import('./forgot-pin-route'));
const NotificationsRoute = lazyScreen(() => import('./notifications-route'));
const ReferRoute = lazyScreen(() => import('./refer-route'));
const PaymentLinksRoute = lazyScreen(() => import('./payment-links-route'));
const CreatePaymentLinkRoute = lazyScreen(() => import('./create-payment-link-route'));
const PayoutsRoute = lazyScreen(() => import('./payouts-route'));
const TeamRoute = lazyScreen(() => import('./team-route'));
const TeamApprovalsRoute = lazyScreen(() => import('./team-approvals-route'));
const TeamApprovalRoute = lazyScreen(() => import('./team-approval-route'));
const JoinRoute = lazyScreen(() => import('./join-route'));
const TeamAuditRoute = lazyScreen(() => import('./team-audit-route'));
const DevelopersRoute = lazyScreen(() => import('./developers-route'));
const WalletNotFoundRoute = lazyScreen(() => import('./wallet-not-found-route'));
const MoreRoute = lazyScreen(() => import('./more-route'));
const SendHubRoute = lazyScreen(() => import('./send-hub-route'));
const SupportRoute = lazyScreen(() => import('./support-route'));
const NewComplaintRoute = lazyScreen(() => import('./new-complaint-route'));
const ComplaintRoute = lazyScreen(() => import('./complaint-route'));

/** Every route of the signed-in app (absolute paths: the app is mounted under a splat route). */
const routes = (
  <>
    <Route element={<GuestOnly />}>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/signup" element={<SignupRoute />} />
    </Route>
    {/* A team invitation: for the invited phone, signed out (sign up, log in) or in (joins at once). */}
    <Route path="/join/:code" element={<JoinRoute />} />
    <Route element={<RequireUser />}>
      <Route path="/kyc" element={<KycRoute />} />
      <Route path="/send/:page" element={<SendRoute />} />
      <Route path="/bills/:category" element={<BillsRoute />} />
      <Route element={<SignedInLayout />}>
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/account" element={<AccountsRoute />} />
        <Route path="/account/:id" element={<AccountsRoute />} />
        <Route path="/statements" element={<StatementsRoute />} />
        <Route path="/transactions" element={<TransactionsRoute />} />
        <Route path="/transactions/:uuid" element={<TransactionRoute />} />
        <Route path="/beneficiaries" element={<BeneficiariesRoute />} />
        <Route path="/mycard" element={<CardRoute />} />
        <Route path="/profile" element={<ProfileRoute />} />
        <Route path="/profile/forgot-pin" element={<ForgotPinRoute />} />
        <Route path="/notifications" element={<NotificationsRoute />} />
        <Route path="/refer" element={<ReferRoute />} />
        <Route path="/payment-links" element={<PaymentLinksRoute />} />
        <Route path="/payment-links/new" element={<CreatePaymentLinkRoute />} />
        <Route path="/payouts" element={<PayoutsRoute />} />
        <Route path="/team" element={<TeamRoute />} />
        <Route path="/team/approvals" element={<TeamApprovalsRoute />} />
        <Route path="/team/approvals/:id" element={<TeamApprovalRoute />} />
        <Route path="/team/audit" element={<TeamAuditRoute />} />
        <Route path="/developers" element={<DevelopersRoute />} />
        <Route path="/more" element={<MoreRoute />} />
        <Route path="/send" element={<SendHubRoute />} />
        <Route path="/support" element={<SupportRoute />} />
        <Route path="/support/new" element={<NewComplaintRoute />} />
        <Route path="/support/:id" element={<ComplaintRoute />} />
        <Route path="*" element={<WalletNotFoundRoute />} />
      </Route>
    </Route>
  </>
);

/**
 * The signed-in app, loaded lazily for the paths in `wallet-paths.ts`. It is mounted under a
 * splat route, so its own <Routes> use absolute paths. Every screen is its own chunk.
 */
export default function WalletRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>{routes}</Routes>
      </Suspense>
    </QueryClientProvider>
  );
}

/**
 * The screens from their chunks that the route at this path renders (its layouts' and its own), found as the
 * router finds them.
 */
export function screensAt(pathname: string): LazyScreen[] {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  return matches.flatMap(({ route }) => screenOf(route.element) ?? []);
}

/**
 * Starts fetching the chunks of the screen at this path before the app's first render (the page's first script:
 * app/first-calls.ts). Resolves once they are in, or could not be fetched.
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  return Promise.allSettled(screensAt(pathname).map((screen) => screen.preload()));
}
