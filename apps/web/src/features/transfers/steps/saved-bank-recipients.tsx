import type { Beneficiary } from '@owo/contract/beneficiaries';
import { useState } from 'react';
import { useBeneficiaries } from '#lib/api/beneficiaries';
import { TextInput } from '#ui/text-input';

const SHOWN = 5;
const SEARCH_FROM = 4;

/** "Ada Obi · Guaranty Trust Bank ••5678": enough to recognise a saved recipient, on the customer's own screen. */
const describe = (b: Beneficiary) => `${b.bank_name ?? ''} ••${(b.account_number ?? '').slice(-4)}`;

/**
 * The customer's saved Nigerian bank recipients, most recent first, on the first step: one tap fills the
 * account and looks the name up again. Searchable by name, bank or number once there are a few.
 */
export function SavedBankRecipients({ onPick }: { onPick: (beneficiary: Beneficiary) => void }) {
  const saved = useBeneficiaries();
  const [query, setQuery] = useState('');
  const banks = (saved.data ?? []).filter(
    (b) => b.type === 'bank' && b.currency === 'NGN' && b.account_number,
  );
  if (banks.length === 0) return null;
  const needle = query.trim().toLowerCase();
  const found = needle
    ? banks.filter((b) => `${b.name} ${b.bank_name} ${b.account_number}`.toLowerCase().includes(needle))
    : banks;
  return (
    <section aria-labelledby="saved-recipients" className="flex flex-col gap-2">
      <h2 id="saved-recipients" className="text-sm font-semibold text-ink">
        Saved recipients
      </h2>
      {banks.length >= SEARCH_FROM ? (
        <TextInput
          label="Search saved recipients"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      ) : null}
      <ul className="flex flex-col gap-2">
        {found.slice(0, SHOWN).map((b) => (
          <li key={b.id}>
            <button
              type="button"
              onClick={() => onPick(b)}
              className="flex min-h-12 w-full flex-col items-start rounded-lg bg-white px-3 py-2 text-left ring-1 ring-gray-300 hover:bg-brand-light"
            >
              <span className="font-semibold text-ink">{b.name}</span>
              <span className="text-sm text-muted">{describe(b)}</span>
            </button>
          </li>
        ))}
      </ul>
      {needle && found.length === 0 ? (
        <p className="text-sm text-muted">No saved recipient matches.</p>
      ) : null}
    </section>
  );
}
