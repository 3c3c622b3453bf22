import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { BalanceCard } from '#features/accounts/balance-card';
import { KycPrompt } from '#features/kyc/kyc-prompt';
import { KycReviewNotice } from '#features/kyc/kyc-review-notice';
import { RestrictionBanner } from '#features/security/restriction-banner';
import { BusinessSwitcher } from '#features/team/business-switcher';
import { RecentTransactions, useRecentTransactions } from '#features/transactions/recent-transactions';
import { RatesCard } from '#features/transfers/rates-card';
import { PageTag } from '#lib/head';
import { useActingFor } from '#lib/session/acting-for';
import { useUser } from '#lib/session/get-profile';
import { DashboardActions } from './dashboard-actions';
import { PostSendReceipt } from './post-send-receipt';

// Spending insights (and their chart library) load after the dashboard's first paint, in their own chunks.
const InsightsSection = lazy(() => import('#features/insights/insights-section'));

/**
 * `/dashboard`: balance (with its eye), KYC prompt, quick actions, recent transactions and rates. One line per
 * section. A team member picks the account here; acting for a business, every figure and action is its.
 */
export default function DashboardRoute() {
  const user = useUser();
  const acting = useActingFor();
  const name = user.business_name || user.firstname || user.name;
  return (
    <div className="flex flex-col gap-5">
      <PageTag tag="Dashboard" />
      <PostSendReceipt />
      <h1 className="text-2xl font-bold text-ink">
        {acting ? acting.name : name ? `Hello, ${name}` : 'Hello'}
      </h1>
      <BusinessSwitcher label="Account" />
      {acting ? null : (
        <>
          <RestrictionBanner restriction={user.restriction} />
          <KycReviewNotice user={user} />
          <KycPrompt user={user} />
        </>
      )}
      {user.has_pin ? null : (
        <p className="rounded-xl bg-accent-light p-4 text-accent-ink">
          Set your transaction PIN before you send money.{' '}
          <Link to="/profile#password" className="font-semibold underline">
            Set PIN
          </Link>
        </p>
      )}
      <BalanceCard />
      <DashboardActions />
      {/* What is below the recent transactions comes once they have loaded: the list's height is not known
          before (fewer rows than it holds, or taller ones), and nothing moves up or down under the reader. */}
      <div className="grid gap-5 md:grid-cols-[2fr_1fr]">
        <RecentTransactions />
        <OnceRecentLoaded>
          <RatesCard />
        </OnceRecentLoaded>
      </div>
      <OnceRecentLoaded>
        <Suspense fallback={null}>
          <InsightsSection />
        </Suspense>
      </OnceRecentLoaded>
    </div>
  );
}

/**
 * What comes once the recent transactions have loaded. Only this (and the list) re-render when they arrive, not
 * the whole dashboard; a query's answer re-renders synchronously, in one task, so the less it touches the
 * shorter that task. And what it adds is rendered deferred (React yields to the browser every few milliseconds
 * meanwhile), so mounting the rates and the insights holds no long task of its own.
 */
function OnceRecentLoaded({ children }: { children: ReactNode }) {
  const pending = useDeferredValue(useRecentTransactions().isPending, true);
  return pending ? null : children;
}
