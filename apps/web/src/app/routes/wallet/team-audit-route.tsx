import { AuditScreen } from '#features/team/audit-screen';
import { PageTag } from '#lib/head';

export default function TeamAuditRoute() {
  return (
    <>
      <PageTag tag="Audit log" />
      <AuditScreen />
    </>
  );
}
