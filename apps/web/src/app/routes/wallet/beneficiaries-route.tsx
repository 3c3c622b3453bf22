import { BeneficiariesScreen } from '#features/beneficiaries/beneficiaries-screen';
import { PageTag } from '#lib/head';

export default function BeneficiariesRoute() {
  return (
    <>
      <PageTag tag="Beneficiaries" />
      <BeneficiariesScreen />
    </>
  );
}
