import { useState } from 'react';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { useDeferredAnswer } from '#lib/use-deferred-answer';
import { CopyButton } from '#ui/copy-button';
import { Spinner } from '#ui/spinner';
import { EyeIcon, EyeOffIcon } from '#ui/wallet-icons';
import { useAccounts } from './api/get-accounts';
import { useSelectedAccount } from './use-selected-account';

/**
 * The dashboard's balance: the selected account, its number (with a copy button) and bank. While the accounts
 * load, the same card with placeholders of the same height stands in, so nothing below it moves when they come.
 */
export function BalanceCard() {
  const accounts = useAccounts();
  const { data, isPending, isError } = useDeferredAnswer(accounts);
  const { selected, select } = useSelectedAccount(data?.accounts);
  const [hidden, setHidden] = useState(readBalanceHidden);
  const toggleHidden = () => {
    setHidden(!hidden);
    saveBalanceHidden(!hidden);
  };

  if (!isPending && (isError || !selected)) {
    return (
      <section className="rounded-2xl bg-brand p-5 text-white">
        <p>We could not load your balance.</p>
        <button
          type="button"
          onClick={() => void accounts.refetch()}
          className="mt-2 min-h-11 font-semibold underline"
        >
          Try again
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="balance-heading" className="rounded-2xl bg-brand p-5 text-white shadow-sm">
      {/* One line high with or without the account picker: the picker's 44 px reach the padding around it. */}
      <div className="flex h-5 items-center justify-between gap-2">
        <h2 id="balance-heading" className="shrink-0 text-sm font-semibold text-white">
          Available balance
        </h2>
        {data && selected && data.accounts.length > 1 ? (
          <label className="min-w-0 text-sm">
            <span className="sr-only">Account</span>
            <select
              value={selected.uuid}
              onChange={(event) => select(event.target.value)}
              className="-my-3 min-h-11 max-w-full rounded-lg bg-white/15 px-2 text-white"
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
      <div className="mt-3 flex min-h-11 items-center gap-2">
        {selected ? (
          <>
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
          </>
        ) : (
          <>
            <span className={cn(placeholder, 'h-8 w-48')} />
            <Spinner label="Loading balance" className="size-6" />
          </>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/10 p-3">
        {selected ? (
          <>
            <div>
              <p className="text-xs text-white">
                {selected.bank_name} · {selected.account_name}
              </p>
              <p className="text-lg font-bold tracking-wider tabular-nums" data-testid="account-number">
                {selected.account_number}
              </p>
            </div>
            <CopyButton text={selected.account_number} label="account number" className="text-white" />
          </>
        ) : (
          // The bank line (16 px) and the number (28 px): as high as the copy button beside them.
          <div aria-hidden="true" className="flex h-11 flex-col justify-center gap-2">
            <span className={cn(placeholder, 'h-3 w-40')} />
            <span className={cn(placeholder, 'h-5 w-32')} />
          </div>
        )}
      </div>
    </section>
  );
}

const placeholder = 'block animate-pulse rounded-md bg-white/20';

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
