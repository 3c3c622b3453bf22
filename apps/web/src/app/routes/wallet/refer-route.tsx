import { ReferScreen } from '#features/refer/refer-screen';
import { PageTag } from '#lib/head';

export default function ReferRoute() {
  return (
    <>
      <PageTag tag="Refer a friend" />
      <ReferScreen />
    </>
  );
}
