import { useTransfer } from './draft/transfer-context';
import { AmountStep } from './steps/amount-step';
import { EnairaResolveStep } from './steps/enaira-resolve-step';
import { MomoResolveStep } from './steps/momo-resolve-step';
import { PinStep } from './steps/pin-step';
import { RemittanceResolveStep } from './steps/remittance-resolve-step';
import { ReviewStep } from './steps/review-step';

/** The send stepper: the draft's reducer picks the step, one component per step. */
export function SendFlow() {
  const { state } = useTransfer();
  switch (state.step) {
    case 'resolve':
      if (state.route === 'enaira') return <EnairaResolveStep />;
      if (state.route === 'momo') return <MomoResolveStep />;
      return <RemittanceResolveStep />;
    case 'getfee':
      return <AmountStep />;
    case 'send':
    case 'sendusd':
      return <ReviewStep />;
    case 'pin':
      return <PinStep />;
  }
}
