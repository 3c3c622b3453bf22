import { NewComplaintScreen } from '#features/complaints/new-complaint-screen';
import { PageTag } from '#lib/head';

export default function NewComplaintRoute() {
  return (
    <>
      <PageTag tag="Report a problem" />
      <NewComplaintScreen />
    </>
  );
}
