import { useState } from 'react';
import { Navigate } from 'react-router';
import { KycFlow } from '#features/kyc/kyc-flow';
import { PageTag } from '#lib/head';
import { useUser } from '#lib/session/get-profile';
import { FlowLayout } from '#ui/flow-layout';

/** /kyc: a customer whose KYC is done goes to the dashboard (checked on entry). */
export default function KycRoute() {
  const user = useUser();
  const [isDoneOnEntry] = useState(user.has_kyc);
  if (isDoneOnEntry) return <Navigate to="/dashboard" replace />;
  return (
    <FlowLayout logoTo="/dashboard">
      <PageTag tag="Identity verification" />
      <KycFlow user={user} />
    </FlowLayout>
  );
}
