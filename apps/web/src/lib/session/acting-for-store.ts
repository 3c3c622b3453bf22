// With no React: the API client reads it, and the page's first script may send calls before React has loaded
// (app/first-calls.ts). The hook that re-renders on a change is in acting-for.ts.
// The business a team member acts for, chosen in the account picker (or by joining it, or from an approval's
// message) and kept on this device. The API client sends it as X-Act-For on the calls that may act for a
// business (balances, history, insights, statements, payment links, bulk payouts, the team's own calls, a
// business's API keys and webhooks); every other call (the member's own sends, card, profile…) stays the
// member's own, as the API requires. While it is set, the send and bill screens prepare payments for the
// business's approvers (POST /team/approvals) instead of paying from the member's own account.

export type ActingFor = { id: string; name: string; role: string; permissions: string[] };

export const ACT_FOR_KEY = 'owo.act_for';
export const ACT_FOR_EVENT = 'owo:act-for';

/** The paths the API serves for a member acting for a business (ACTS_FOR_ROUTES in the API's security suite). */
const ACTS_FOR_PATH =
  /^\/(team\/(?!invites\/)|business\/|payouts(\/|\?|$)|accounts(\/|\?|$)|transactions\/|insights(\?|$)|payment-links(\?|$|\/[^/]+(\/(deactivate|poster\.pdf))?(\?|$)))/;

export function readActingFor(): ActingFor | null {
  try {
    const raw = localStorage.getItem(ACT_FOR_KEY);
    return raw ? (JSON.parse(raw) as ActingFor) : null;
  } catch {
    return null;
  }
}

/** Chooses the business to act for (null: the member's own account). */
export function saveActingFor(acting: ActingFor | null) {
  try {
    if (acting) localStorage.setItem(ACT_FOR_KEY, JSON.stringify(acting));
    else localStorage.removeItem(ACT_FOR_KEY);
  } catch {
    // Private mode without storage: nothing kept.
  }
  window.dispatchEvent(new Event(ACT_FOR_EVENT));
}

export const clearActingFor = () => saveActingFor(null);

/** Whether the member acts for a business now, and the business's role lets it do `permission`. */
export const actingMay = (acting: ActingFor | null, permission: string) =>
  acting?.permissions.includes(permission) === true;

/** The X-Act-For value for a call to `path`, or null when the call is the member's own. */
export function actForHeader(path: string): string | null {
  const acting = readActingFor();
  return acting && ACTS_FOR_PATH.test(path) ? acting.id : null;
}
