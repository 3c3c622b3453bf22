import type { AccountType } from '@owo/contract/user';

// The seven signup steps and how the customer moves between them.
export type SignupStep = 'phone' | 'verify' | 'type' | 'final' | 'pin' | 'confirmPin' | 'completed';

export type SignupState = {
  step: SignupStep;
  phone: string;
  uuid: string;
  accountType: AccountType | null;
  pin: string;
};

export type SignupAction =
  | { type: 'phoneSubmitted'; phone: string; uuid: string; next: 'verify' | 'complete' }
  | { type: 'verified'; uuid: string }
  | { type: 'changePhone' }
  | { type: 'accountTypeChosen'; accountType: AccountType }
  | { type: 'registered' }
  | { type: 'pinEntered'; pin: string }
  | { type: 'sessionLost' }
  | { type: 'back' };

export const initialSignupState: SignupState = {
  step: 'phone',
  phone: '',
  uuid: '',
  accountType: null,
  pin: '',
};

/** Where "Go back" leads from each step. The account exists from the PIN step on, so no way back past it. */
const backFrom: Record<SignupStep, SignupStep> = {
  phone: 'phone',
  verify: 'phone',
  type: 'phone',
  final: 'type',
  pin: 'pin',
  confirmPin: 'pin',
  completed: 'completed',
};

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case 'phoneSubmitted':
      // A phone this device already verified (server step "complete", decision 040) skips the code.
      return {
        ...state,
        phone: action.phone,
        uuid: action.uuid,
        step: action.next === 'verify' ? 'verify' : 'type',
      };
    case 'verified':
      return { ...state, uuid: action.uuid, step: 'type' };
    case 'changePhone':
      return { ...state, step: 'phone' };
    case 'accountTypeChosen':
      return { ...state, accountType: action.accountType, step: 'final' };
    case 'registered':
      return { ...state, step: 'pin' };
    case 'pinEntered':
      return { ...state, pin: action.pin, step: 'confirmPin' };
    case 'sessionLost':
      return { ...state, step: 'completed' };
    case 'back': {
      const step = backFrom[state.step];
      return { ...state, step, pin: step === 'pin' ? '' : state.pin };
    }
  }
}
