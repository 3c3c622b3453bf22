import { ApprovalsScreen } from '#features/team/approvals-screen';
import { PageTag } from '#lib/head';

export default function TeamApprovalsRoute() {
  return (
    <>
      <PageTag tag="Approvals" />
      <ApprovalsScreen />
    </>
  );
}
