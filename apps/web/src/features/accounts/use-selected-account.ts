import type { BankAccount } from '@owo/contract/accounts';
import { useEffect, useState } from 'react';
import { readSelectedAccount, saveSelectedAccount } from '#lib/session/selected-account';

/** The account the dashboard shows: the one chosen last time (kept in persistent storage). */
export function useSelectedAccount(accounts: BankAccount[] | undefined) {
  const [uuid, setUuid] = useState(readSelectedAccount);
  const selected = accounts?.find((account) => account.uuid === uuid) ?? accounts?.[0];

  useEffect(() => {
    if (selected) saveSelectedAccount(selected.uuid);
  }, [selected]);

  return { selected, select: setUuid };
}
