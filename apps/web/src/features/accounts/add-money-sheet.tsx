import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { BankDetails } from '#ui/bank-details';
import { buttonClasses } from '#ui/button-styles';
import { CloseIcon } from '#ui/icons';
import { Spinner } from '#ui/spinner';
import { ShareIcon } from '#ui/wallet-icons';
import { useAccounts } from './api/get-accounts';

type AddMoneySheetProps = { open: boolean; onClose: () => void };

/**
 * "Add money": the naira account's number, bank and name to pay into from any bank app, with Copy and
 * Share. A modal <dialog> (focus kept inside, Escape closes), shown as a bottom sheet on a phone.
 */
export function AddMoneySheet({ open, onClose }: AddMoneySheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { data, isPending, isError, refetch } = useAccounts();
  const account = data?.accounts.find((a) => a.currency === 'NGN') ?? data?.accounts[0];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const details = account
    ? `${account.account_name}\n${account.bank_name}\nAccount number: ${account.account_number}`
    : '';
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'My Owo account', text: details });
      } catch {
        // The customer closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(details);
      toast.success('Account details copied');
    } catch {
      toast.error('Could not copy. Select the text and copy it instead.');
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="add-money-heading"
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 shadow-xl backdrop:bg-black/40 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="flex flex-col gap-4 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center justify-between gap-3">
          <h2 id="add-money-heading" className="text-xl font-bold text-ink">
            Add money
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-gray-100"
          >
            <CloseIcon />
          </button>
        </div>
        <p className="text-muted">
          Transfer to this account from any Nigerian bank app. It arrives in seconds.
        </p>
        {isPending ? (
          <Spinner label="Loading account" className="size-8 text-brand" />
        ) : isError || !account ? (
          <p className="text-danger">
            We could not load your account.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <>
            <BankDetails
              bankName={account.bank_name}
              accountNumber={account.account_number}
              accountName={account.account_name}
              numberTestId="add-money-number"
            />
            <button type="button" onClick={share} className={buttonClasses('green', 'big', 'w-full')}>
              <ShareIcon className="size-5" />
              Share account details
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
