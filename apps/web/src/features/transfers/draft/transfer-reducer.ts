import {
  emptyDraft,
  type Quote,
  RESOLVED_BY,
  type TransferCurrency,
  type TransferDraft,
} from './transfer-draft';

export type TransferRoute = 'enaira' | 'remittance' | 'momo';
export type TransferStep = 'resolve' | 'getfee' | 'send' | 'sendusd' | 'pin';

export type TransferState = {
  route: TransferRoute;
  step: TransferStep;
  draft: TransferDraft;
  /** One per draft: a retry after a lost answer reuses it, so it never pays twice. */
  idempotencyKey: string;
};

export type TransferAction =
  | { type: 'update'; patch: Partial<TransferDraft> }
  | { type: 'resolved'; name: string; patch?: Partial<TransferDraft> }
  | { type: 'proceed' }
  | { type: 'quoted'; quote: Quote }
  | { type: 'reviewed' }
  | { type: 'back' }
  | { type: 'currencyChanged'; currency: TransferCurrency; key: string }
  | { type: 'sendRefused'; key: string }
  | { type: 'reset'; key: string };

export function initTransferState(
  route: TransferRoute,
  key: string,
  prefill?: Partial<TransferDraft>,
): TransferState {
  const currency = route === 'momo' ? 'ghs' : 'ngn';
  return { route, step: 'resolve', draft: { ...emptyDraft(currency), ...prefill }, idempotencyKey: key };
}

const isUsd = (state: TransferState) => state.route === 'remittance' && state.draft.currency === 'usd';

/** Where Go back leads from each step; 'exit' means the previous browser page. */
export function backStep(state: TransferState): TransferStep | 'exit' {
  switch (state.step) {
    case 'resolve':
      return 'exit';
    case 'getfee':
    case 'sendusd':
      return 'resolve';
    case 'send':
      return 'getfee';
    case 'pin':
      return isUsd(state) ? 'sendusd' : 'send';
  }
}

/** Where Proceed on the resolve step leads: USD goes straight to its review. */
function afterResolve(state: TransferState): TransferStep {
  return isUsd(state) ? 'sendusd' : 'getfee';
}

function touchesResolvedFields(patch: Partial<TransferDraft>, draft: TransferDraft): boolean {
  return RESOLVED_BY.some((field) => field in patch && patch[field] !== draft[field]);
}

export function transferReducer(state: TransferState, action: TransferAction): TransferState {
  switch (action.type) {
    case 'update': {
      const stale = touchesResolvedFields(action.patch, state.draft);
      const draft = { ...state.draft, ...action.patch };
      return { ...state, draft: stale ? { ...draft, proceed: false, name: '' } : draft };
    }
    case 'resolved':
      return { ...state, draft: { ...state.draft, ...action.patch, name: action.name, proceed: true } };
    case 'proceed':
      return state.step === 'resolve' ? { ...state, step: afterResolve(state) } : state;
    case 'quoted':
      // A late answer to an earlier fee call must not pull the customer back from a later step.
      if (state.step !== 'getfee') return state;
      return {
        ...state,
        step: 'send',
        draft: { ...state.draft, fee: action.quote.fee, quote: action.quote },
      };
    case 'reviewed':
      return state.step === 'send' || state.step === 'sendusd' ? { ...state, step: 'pin' } : state;
    case 'back': {
      const step = backStep(state);
      if (step === 'exit') return state;
      // Mobile money: leaving the amount step clears the name typed on the first step.
      const clearsName = state.route === 'momo' && state.step === 'getfee';
      const draft = clearsName ? { ...state.draft, name: '', proceed: false } : state.draft;
      return { ...state, step, draft };
    }
    case 'currencyChanged':
      // Changing currency clears the draft, and so starts a new one.
      return { ...state, step: 'resolve', draft: emptyDraft(action.currency), idempotencyKey: action.key };
    case 'sendRefused':
      // The server said no (wrong PIN, insufficient funds…): nothing moved, so the next try is a new request.
      return { ...state, idempotencyKey: action.key };
    case 'reset':
      return initTransferState(state.route, action.key);
  }
}
