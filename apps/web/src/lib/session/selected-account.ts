// The selected account is saved to persistent storage whenever accounts are set.
const KEY = 'owo.selected_account';

export function readSelectedAccount(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveSelectedAccount(uuid: string) {
  try {
    localStorage.setItem(KEY, uuid);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

export function clearSelectedAccount() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
