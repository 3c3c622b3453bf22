import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { lazyScreen } from '#app/lazy-screen';
import { setUnauthorizedHandler } from '#lib/api/api-client';
import { createQueryClient } from '#lib/api/query-client';
import { forgetSession } from '#lib/session/sign-out';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { dashboardChunk } from './dashboard-chunk';
import { GuestOnly } from './guest-only';
import { RequireUser } from './require-user';
import { SignedInLayout } from './signed-in-layout';

// zod compiles fast parsers with `new Function`, which our CSP (no eval) refuses; the interpreter is fine here.
zodConfig({ jitless: true });

// One cache for the life of the page, so leaving for a public page and coming back keeps it.
const queryClient = createQueryClient();

// Spec: a 401 anywhere signs the customer out cleanly. The guard then sends them to /login.
setUnauthorizedHandler(() => {
  forgetSession(queryClient);
  toast.error('Your session has ended. Log in again.', { id: 'session-ended' });
});

const LoginRoute = lazy(() => import('./login-route'));
const SignupRoute = lazy(() => import('./signup-route'));
const KycRoute = lazy(() => import('./kyc-route'));
const SendRoute = lazy(() => import('./send-route'));
const BillsRoute = lazy(() => import('./bills-route'));
const DashboardRoute = lazyScreen(dashboardChunk);
const AccountsRoute = lazy(() => import('./accounts-route'));
const StatementsRoute = lazy(() => import('./statements-route'));
const TransactionsRoute = lazy(() => import('./transactions-route'));
const TransactionRoute = lazy(() => import('./transaction-route'));
const BeneficiariesRoute = lazy(() => import('./beneficiaries-route'));
const CardRoute = lazy(() => import('./card-route'));
const ProfileRoute = lazy(() => import('./profile-route'));
const ForgotPinRoute = lazy(() => import('./forgot-pin-route'));
const NotificationsRoute = lazy(() => import('./notifications-route'));
const ReferRoute = lazy(() => import('./refer-route'));
const PaymentLinksRoute = lazy(() => import('./payment-links-route'));
const CreatePaymentLinkRoute = lazy(() => import('./create-payment-link-route'));
const PayoutsRoute = lazy(() => import('./payouts-route'));
const TeamRoute = lazy(() => import('./team-route'));
const TeamApprovalsRoute = lazy(() => import('./team-approvals-route'));
const TeamApprovalRoute = lazy(() => import('./team-approval-route'));
const JoinRoute = lazy(() => import('./join-route'));
const TeamAuditRoute = lazy(() => import('./team-audit-route'));
const DevelopersRoute = lazy(() => import('./developers-route'));
const WalletNotFoundRoute = lazy(() => import('./wallet-not-found-route'));
const MoreRoute = lazy(() => import('./more-route'));
const SendHubRoute = lazy(() => import('./send-hub-route'));
const SupportRoute = lazy(() => import('./support-route'));
const NewComplaintRoute = lazy(() => import('./new-complaint-route'));
const ComplaintRoute = lazy(() => import('./complaint-route'));

/**
 * The signed-in app, loaded lazily for the paths in `wallet-paths.ts`. It is mounted under a
 * splat route, so its own <Routes> use absolute paths. Every screen is its own chunk.
 */
export default function WalletRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
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
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
