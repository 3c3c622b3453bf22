import type { BillCategory } from '@owo/contract/bills';
import { type BillDraft, useBillDraft } from './bill-draft';
import { DetailsStep } from './details-step';
import { PinStep } from './pin-step';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';

type Props = { category: BillCategory; prefill: Partial<BillDraft>; ownPhone: string };

/** One bill payment: details (biller, number, plan or amount) → review with the fee → PIN → result. */
export function BillFlow({ category, prefill, ownPhone }: Props) {
  const { state, dispatch } = useBillDraft(category, prefill);
  switch (state.step) {
    case 'details':
      return <DetailsStep state={state} dispatch={dispatch} ownPhone={ownPhone} />;
    case 'review':
      return <ReviewStep state={state} dispatch={dispatch} />;
    case 'pin':
      return <PinStep state={state} dispatch={dispatch} />;
    case 'result':
      return <ResultStep state={state} dispatch={dispatch} />;
  }
}
