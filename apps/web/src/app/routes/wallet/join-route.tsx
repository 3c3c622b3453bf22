import { useParams } from 'react-router';
import { JoinScreen } from '#features/team/join-screen';
import { PageTag } from '#lib/head';

/** `/join/{code}`: a team invitation's link. */
export default function JoinRoute() {
  const { code = '' } = useParams();
  return (
    <>
      <PageTag tag="Join a team" />
      <JoinScreen code={code} />
    </>
  );
}
