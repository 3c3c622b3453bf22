import { QuickActions } from '#features/transfers/quick-actions';
import { PageTag } from '#lib/head';

/** `/send`: the Send tab, the three ways to send money. */
export default function SendHubRoute() {
  return (
    <div className="flex flex-col gap-4">
      <PageTag tag="Send money" />
      <h1 className="text-2xl font-bold text-ink">Send money</h1>
      <QuickActions showHeading={false} />
    </div>
  );
}
