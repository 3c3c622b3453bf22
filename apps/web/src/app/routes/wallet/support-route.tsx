import { SupportScreen } from '#features/complaints/support-screen';
import { PageTag } from '#lib/head';

export default function SupportRoute() {
  return (
    <>
      <PageTag tag="Help & support" />
      <SupportScreen />
    </>
  );
}
