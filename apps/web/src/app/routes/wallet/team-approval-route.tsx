import { useParams } from 'react-router';
import { ApprovalScreen } from '#features/team/approval-screen';
import { PageTag } from '#lib/head';

/** `/team/approvals/:id`: one payment for approval (where a prepared payment lands, and an approver's text opens). */
export default function TeamApprovalRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTag tag="Approval" />
      <ApprovalScreen key={id} id={id} />
    </>
  );
}
