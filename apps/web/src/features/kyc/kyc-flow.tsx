import type { User } from '@owo/contract/user';
import { useReducer, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { failureMessage, isApiError } from '#lib/api/api-error';
import { isBusiness } from '#lib/session/get-profile';
import { useCompleteKyc } from './api/complete-kyc';
import { DocumentStep } from './document-step';
import type { KycDocument } from './identity-schema';
import { IdentityStep } from './identity-step';
import { KYC_NETWORK_MESSAGE, KYC_SUBMITTED_MESSAGE } from './kyc-messages';
import { setKycPopup } from './kyc-popup';
import { initialKycState, kycBack, kycReducer } from './kyc-reducer';
import { ReviewScreen } from './review-screen';

/** The KYC stepper: one reducer (kyc-reducer.ts), one component per step. */
export function KycFlow({ user }: { user: User }) {
  const [state, dispatch] = useReducer(kycReducer, initialKycState);
  const navigate = useNavigate();
  const completeKyc = useCompleteKyc();
  const [bvnError, setBvnError] = useState<string | null>(null);

  const back = () => {
    if (kycBack(state.step) === 'dashboard') navigate('/dashboard');
    else dispatch({ type: 'back' });
  };
  const submit = (document: KycDocument) => {
    if (!state.draft) return dispatch({ type: 'back' });
    completeKyc.mutate(
      { ...state.draft, ...document },
      {
        onSuccess: () => {
          toast.success(KYC_SUBMITTED_MESSAGE);
          dispatch({ type: 'submitted' });
        },
        onError: (error) => {
          toast.error(failureMessage(error, KYC_NETWORK_MESSAGE));
          // A BVN the directory refused belongs to step 1: back there, with the message on the BVN field.
          const refused = isApiError(error) ? error.fields.bvn : undefined;
          if (refused) {
            setBvnError(refused);
            dispatch({ type: 'back' });
          }
        },
      },
    );
  };
  const done = () => {
    setKycPopup(true);
    navigate('/dashboard');
  };

  switch (state.step) {
    case 'identity':
      return (
        <IdentityStep
          isBusiness={isBusiness(user)}
          draft={state.draft}
          onBack={back}
          bvnError={bvnError}
          onSaved={(draft) => {
            setBvnError(null);
            dispatch({ type: 'identitySaved', draft });
          }}
        />
      );
    case 'documents':
      return <DocumentStep isSubmitting={completeKyc.isPending} onBack={back} onSubmit={submit} />;
    case 'review':
      return <ReviewScreen onBack={back} onDone={done} />;
  }
}
