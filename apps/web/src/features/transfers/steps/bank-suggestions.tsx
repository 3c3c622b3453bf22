import type { Bank } from '@owo/contract/transfers';

const SHOWN = 6;

/**
 * After ten digits, the banks the account number can belong to (its NUBAN check digit fits), most used
 * first: one tap picks the bank and looks the name up, as OPay and Moniepoint do.
 */
export function BankSuggestions({ banks, onPick }: { banks: readonly Bank[]; onPick: (bank: Bank) => void }) {
  if (banks.length === 0) return null;
  return (
    <section aria-labelledby="bank-suggestions" className="-mt-2 flex flex-col gap-2">
      <h2 id="bank-suggestions" className="text-sm font-semibold text-ink">
        Which bank? This number fits:
      </h2>
      <ul className="flex flex-wrap gap-2">
        {banks.slice(0, SHOWN).map((bank) => (
          <li key={bank.CBNBankCode}>
            <button
              type="button"
              onClick={() => onPick(bank)}
              className="min-h-10 rounded-full bg-white px-4 text-sm font-semibold text-brand ring-1 ring-gray-300 hover:bg-brand-light"
            >
              {bank.BankName}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
