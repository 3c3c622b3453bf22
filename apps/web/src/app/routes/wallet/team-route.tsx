import { MembersScreen } from '#features/team/members-screen';
import { PageTag } from '#lib/head';

export default function TeamRoute() {
  return (
    <>
      <PageTag tag="Team" />
      <MembersScreen />
    </>
  );
}
