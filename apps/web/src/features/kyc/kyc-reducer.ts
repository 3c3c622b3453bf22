import type { KycIdentity } from './identity-schema';

// Identity Verification, then Document Verification, then the In Review screen.
export type KycStep = 'identity' | 'documents' | 'review';
export type KycState = { step: KycStep; draft: KycIdentity | null };
export type KycAction =
  | { type: 'identitySaved'; draft: KycIdentity }
  | { type: 'submitted' }
  | { type: 'back' };

export const initialKycState: KycState = { step: 'identity', draft: null };

/** "Go back" from each step: identity and the review screen leave for the dashboard. */
export function kycBack(step: KycStep): KycStep | 'dashboard' {
  return step === 'documents' ? 'identity' : 'dashboard';
}

export function kycReducer(state: KycState, action: KycAction): KycState {
  switch (action.type) {
    case 'identitySaved':
      return { step: 'documents', draft: action.draft };
    case 'submitted':
      return { ...state, step: 'review' };
    case 'back': {
      // Going back keeps the draft, so step 1 shows what was typed.
      const target = kycBack(state.step);
      return target === 'dashboard' ? state : { ...state, step: target };
    }
  }
}
