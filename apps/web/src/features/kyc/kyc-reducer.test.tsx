import { describe, expect, it } from 'vitest';
import type { KycIdentity } from './identity-schema';
import { initialKycState, kycBack, kycReducer } from './kyc-reducer';

const draft = { firstname: 'Ada', lastname: 'Obi' } as KycIdentity;

describe('the KYC stepper', () => {
  it('saves step 1 into the draft and moves to the documents', () => {
    const state = kycReducer(initialKycState, { type: 'identitySaved', draft });
    expect(state).toEqual({ step: 'documents', draft });
  });

  it('goes back from documents to identity with the draft kept', () => {
    const documents = kycReducer(initialKycState, { type: 'identitySaved', draft });
    expect(kycReducer(documents, { type: 'back' })).toEqual({ step: 'identity', draft });
  });

  it('leaves for the dashboard from identity and from the review screen', () => {
    expect(kycBack('identity')).toBe('dashboard');
    expect(kycBack('review')).toBe('dashboard');
    expect(kycBack('documents')).toBe('identity');
    expect(kycReducer(initialKycState, { type: 'back' })).toBe(initialKycState);
  });

  it('shows the review screen after submitting', () => {
    const documents = kycReducer(initialKycState, { type: 'identitySaved', draft });
    expect(kycReducer(documents, { type: 'submitted' }).step).toBe('review');
  });
});
