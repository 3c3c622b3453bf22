import type { User } from '@owo/contract/user';
import { useReducer, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { failureMessage, isApiError } from '#lib/api/api-error';
import { isBusiness } from '#lib/session/get-profile';
import { useCompleteKyc } from './api/complete-kyc';
import { DocumentStep } from './document-step';
import { IDENTITY_FIELDS, type KycDocument } from './identity-schema';
import { type IdentityRefusal, IdentityStep } from './identity-step';
import { KYC_NETWORK_MESSAGE, KYC_SUBMITTED_MESSAGE } from './kyc-messages';
import { setKycPopup } from './kyc-popup';
import { initialKycState, kycBack, kycReducer } from './kyc-reducer';
import { ReviewScreen } from './review-screen';

/** The KYC stepper: one reducer (kyc-reducer.ts), one component per step. */
export function KycFlow({ user }: { user: User }) {
  const [state, dispatch] = useReducer(kycReducer, initialKycState);
  const navigate = useNavigate();
  const completeKyc = useCompleteKyc();
  // What the API refused, by the step whose fields it names: the BVN directory's and the record
  // comparison's (first name, last name, date of birth, BVN already linked) belong to step 1.
  const [identityRefusal, setIdentityRefusal] = useState<IdentityRefusal | null>(null);
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});

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
          if (!isApiError(error)) return;
          const onStep1 = Object.entries(error.fields).filter(([field]) =>
            (IDENTITY_FIELDS as string[]).includes(field),
          );
          if (onStep1.length > 0) {
            // Back to step 1, with each message under its field, to correct and submit again.
            setIdentityRefusal({ message: error.message, fields: Object.fromEntries(onStep1) });
            dispatch({ type: 'back' });
          } else {
            setDocumentErrors(error.fields);
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
          refusal={identityRefusal}
          onSaved={(draft) => {
            setIdentityRefusal(null);
            dispatch({ type: 'identitySaved', draft });
          }}
        />
      );
    case 'documents':
      return (
        <DocumentStep
          isSubmitting={completeKyc.isPending}
          onBack={back}
          onSubmit={submit}
          serverErrors={documentErrors}
        />
      );
    case 'review':
      return <ReviewScreen status={user.kyc_status} onBack={back} onDone={done} />;
  }
}
