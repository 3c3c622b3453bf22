import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';

const PostSendSheet = lazy(() => import('#features/transactions/post-send-sheet'));

/** The state the send flow navigates with: the new transaction, whose receipt opens over the dashboard. */
export type AfterSendState = { sentTransaction?: string } | null;

/** Opens the post-send receipt sheet when the dashboard was reached from a successful send. */
export function PostSendReceipt() {
  const location = useLocation();
  const navigate = useNavigate();
  const uuid = (location.state as AfterSendState)?.sentTransaction;
  if (!uuid) return null;
  // Closing it clears the state, so going back or reloading does not open it again.
  const close = () => navigate(location.pathname, { replace: true, state: null });
  return (
    <Suspense fallback={null}>
      <PostSendSheet key={uuid} uuid={uuid} onClose={close} />
    </Suspense>
  );
}
