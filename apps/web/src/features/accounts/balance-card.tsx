import { useState } from 'react';
import { formatMoney } from '#lib/money';
import { CopyButton } from '#ui/copy-button';
import { Spinner } from '#ui/spinner';
import { EyeIcon, EyeOffIcon } from '#ui/wallet-icons';
import { useAccounts } from './api/get-accounts';
import { useSelectedAccount } from './use-selected-account';

/** The dashboard's balance: the selected account, its number (with a copy button) and bank. */
export function BalanceCard() {
  const { data, isPending, isError, refetch } = useAccounts();
  const { selected, select } = useSelectedAccount(data?.accounts);
  const [hidden, setHidden] = useState(readBalanceHidden);
  const toggleHidden = () => {
    setHidden(!hidden);
    saveBalanceHidden(!hidden);
  };

  if (isPending) {
    return (
      <section className="flex min-h-40 items-center justify-center rounded-2xl bg-brand text-white">
        <Spinner label="Loading balance" className="size-8" />
      </section>
    );
  }
  if (isError || !selected) {
    return (
      <section className="rounded-2xl bg-brand p-5 text-white">
        <p>We could not load your balance.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-2 min-h-11 font-semibold underline"
        >
          Try again
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="balance-heading" className="rounded-2xl bg-brand p-5 text-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="balance-heading" className="text-sm font-semibold text-white">
          Available balance
        </h2>
        {data.accounts.length > 1 ? (
          <label className="text-sm">
            <span className="sr-only">Account</span>
            <select
              value={selected.uuid}
              onChange={(event) => select(event.target.value)}
              className="min-h-11 rounded-lg bg-white/15 px-2 text-white"
            >
              {data.accounts.map((account) => (
                <option key={account.uuid} value={account.uuid} className="text-ink">
                  {account.currency} · {account.account_number}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className="mt-2 flex items-center gap-2">
        <p className="text-3xl font-extrabold tabular-nums sm:text-4xl" data-testid="balance">
          {hidden ? (
            <>
              <span aria-hidden="true">••••••</span>
              <span className="sr-only">Balance hidden</span>
            </>
          ) : (
            formatMoney(selected.balance, selected.currency)
          )}
        </p>
        <button
          type="button"
          onClick={toggleHidden}
          aria-pressed={hidden}
          aria-label={hidden ? 'Show balance' : 'Hide balance'}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15"
        >
          {hidden ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/10 p-3">
        <div>
          <p className="text-xs text-white">
            {selected.bank_name} · {selected.account_name}
          </p>
          <p className="text-lg font-bold tracking-wider tabular-nums" data-testid="account-number">
            {selected.account_number}
          </p>
        </div>
        <CopyButton text={selected.account_number} label="account number" className="text-white" />
      </div>
    </section>
  );
}

// Whether the balance is hidden is remembered on this device.
const HIDDEN_KEY = 'owo.hide_balance';

function readBalanceHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function saveBalanceHidden(hidden: boolean) {
  try {
    if (hidden) localStorage.setItem(HIDDEN_KEY, '1');
    else localStorage.removeItem(HIDDEN_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
