import { CannotPrepare } from '#features/team/acting-notice';
import { QuickActions } from '#features/transfers/quick-actions';
import { PageTag } from '#lib/head';
import { actingMay, useActingFor } from '#lib/session/acting-for';

/**
 * `/send`: the Send tab, the three ways to send money. Acting for a business: sent from the business, each
 * payment waiting for an approver; a role that does not prepare payments is told so before it tries.
 */
export default function SendHubRoute() {
  const acting = useActingFor();
  if (acting && !actingMay(acting, 'approvals.initiate')) {
    return (
      <>
        <PageTag tag="Send money" />
        <CannotPrepare what="send money" />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PageTag tag="Send money" />
      <h1 className="text-2xl font-bold text-ink">{acting ? `Send from ${acting.name}` : 'Send money'}</h1>
      {acting ? (
        <p className="text-muted">
          Each payment waits for an approver before it leaves {acting.name}'s account. You are not asked for
          your PIN: the approver's pays it.
        </p>
      ) : null}
      <QuickActions showHeading={false} />
    </div>
  );
}
