import { DevelopersScreen } from '#features/developers/developers-screen';
import { PageTag } from '#lib/head';

export default function DevelopersRoute() {
  return (
    <>
      <PageTag tag="Developers" />
      <DevelopersScreen />
    </>
  );
}
