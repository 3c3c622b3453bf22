import { BILL_CATEGORIES, BILL_CATEGORY_NAMES, type BillCategory } from '@owo/contract/bills';
import { nationalPhone } from '@owo/contract/phone-format';
import { Link, useParams, useSearchParams } from 'react-router';
import { prefillFromSearch } from '#features/bills/bill-draft';
import { BillFlow } from '#features/bills/bill-flow';
import { ActingBanner } from '#features/team/acting-banner';
import { CannotPrepare } from '#features/team/acting-notice';
import { PageTag } from '#lib/head';
import { actingMay, useActingFor } from '#lib/session/acting-for';
import { useUser } from '#lib/session/get-profile';
import { buttonClasses } from '#ui/button-styles';
import { FlowLayout } from '#ui/flow-layout';

const isCategory = (value: string | undefined): value is BillCategory =>
  (BILL_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * `/bills/:category`: airtime, data, electricity or cable; the customer's own number prefills airtime and data.
 * Acting for a business, the bill is the business's, prepared for its approvers.
 */
export default function BillsRoute() {
  const { category } = useParams();
  const [params] = useSearchParams();
  const user = useUser();
  const acting = useActingFor();
  if (!isCategory(category)) return <UnknownBills />;
  if (acting && !actingMay(acting, 'approvals.initiate')) {
    return (
      <>
        <ActingBanner />
        <FlowLayout logoTo="/dashboard">
          <PageTag tag={BILL_CATEGORY_NAMES[category]} />
          <CannotPrepare what="pay bills" />
        </FlowLayout>
      </>
    );
  }
  const ownPhone = nationalPhone(user.phone);
  return (
    <>
      <PageTag tag={BILL_CATEGORY_NAMES[category]} />
      <ActingBanner />
      <BillFlow key={category} category={category} prefill={prefillFromSearch(params)} ownPhone={ownPhone} />
    </>
  );
}

function UnknownBills() {
  return (
    <FlowLayout logoTo="/dashboard">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-bold text-ink">This bill is not available</h1>
        <p className="text-muted">Choose airtime, data, electricity or cable TV.</p>
        <Link to="/bills/airtime" className={buttonClasses('green', 'small')}>
          Buy airtime
        </Link>
      </div>
    </FlowLayout>
  );
}
