import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { newIdempotencyKey } from '#lib/api/api-error';
import type { TransferCurrency, TransferDraft } from './transfer-draft';
import {
  initTransferState,
  type TransferRoute,
  type TransferState,
  transferReducer,
} from './transfer-reducer';

function useTransferStore(route: TransferRoute, prefill: Partial<TransferDraft> | undefined) {
  const [state, dispatch] = useReducer(transferReducer, undefined, () =>
    initTransferState(route, newIdempotencyKey(), prefill),
  );
  const actions = useMemo(
    () => ({
      update: (patch: Partial<TransferDraft>) => dispatch({ type: 'update', patch }),
      resolved: (name: string, patch?: Partial<TransferDraft>) => dispatch({ type: 'resolved', name, patch }),
      proceed: () => dispatch({ type: 'proceed' }),
      quoted: (quote: TransferDraft['quote'] & object) => dispatch({ type: 'quoted', quote }),
      reviewed: () => dispatch({ type: 'reviewed' }),
      back: () => dispatch({ type: 'back' }),
      changeCurrency: (currency: TransferCurrency) =>
        dispatch({ type: 'currencyChanged', currency, key: newIdempotencyKey() }),
      sendRefused: () => dispatch({ type: 'sendRefused', key: newIdempotencyKey() }),
      reset: () => dispatch({ type: 'reset', key: newIdempotencyKey() }),
    }),
    [],
  );
  return { state, actions };
}

type TransferStore = ReturnType<typeof useTransferStore> & {
  /** The naira balance the send is paid from, when known (the amount step checks amount + fee against it). */
  available: number | undefined;
};
const TransferContext = createContext<TransferStore | null>(null);

type TransferProviderProps = {
  route: TransferRoute;
  prefill?: Partial<TransferDraft>;
  available?: number | undefined;
  children: ReactNode;
};

/** The draft of one send: lives while the send screen is open. */
export function TransferProvider({ route, prefill, available, children }: TransferProviderProps) {
  const { state, actions } = useTransferStore(route, prefill);
  const store = useMemo(() => ({ state, actions, available }), [state, actions, available]);
  return <TransferContext value={store}>{children}</TransferContext>;
}

export function useTransfer(): TransferStore {
  const store = useContext(TransferContext);
  if (!store) throw new Error('useTransfer is used outside a TransferProvider');
  return store;
}

export type { TransferState };
