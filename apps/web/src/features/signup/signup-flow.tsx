import { useReducer } from 'react';
import { initialSignupState, signupReducer } from './signup-reducer';
import { AccountTypeStep } from './steps/account-type-step';
import { ConfirmPinStep } from './steps/confirm-pin-step';
import { FinalStep } from './steps/final-step';
import { PhoneStep } from './steps/phone-step';
import { PinStep } from './steps/pin-step';
import { RegistrationCompleted } from './steps/registration-completed';
import { VerifyStep } from './steps/verify-step';

/** The signup stepper: one reducer (signup-reducer.ts), one component per step. */
export function SignupFlow({
  referralCode,
  prefillPhone = null,
  next = null,
}: {
  referralCode: string | null;
  /** The number typed into the home page's phone box (/signup?phone=…), put in the phone step. */
  prefillPhone?: string | null;
  /** Where the new customer goes once signed up instead of the dashboard (a team invitation's page). */
  next?: string | null;
}) {
  const [state, dispatch] = useReducer(signupReducer, initialSignupState);
  switch (state.step) {
    case 'phone':
      return <PhoneStep phone={state.phone} prefill={prefillPhone} dispatch={dispatch} />;
    case 'verify':
      return <VerifyStep phone={state.phone} dispatch={dispatch} />;
    case 'type':
      return <AccountTypeStep dispatch={dispatch} />;
    case 'final':
      return (
        <FinalStep
          uuid={state.uuid}
          accountType={state.accountType ?? 'personal'}
          referralCode={referralCode}
          dispatch={dispatch}
        />
      );
    case 'pin':
      return <PinStep dispatch={dispatch} />;
    case 'confirmPin':
      return <ConfirmPinStep pin={state.pin} dispatch={dispatch} next={next} />;
    case 'completed':
      return <RegistrationCompleted />;
  }
}
