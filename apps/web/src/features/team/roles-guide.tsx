import { type ActingRole, ROLE_HINTS, ROLE_NAMES, roleAbilities, TEAM_ROLES } from '@owo/contract/team-roles';

/**
 * What each role may do, read from the one permission table the API checks (the contract's PERMISSIONS), so
 * the owner chooses a role knowing what it allows and a member knows before trying what is refused.
 */
export function RolesGuide() {
  return (
    <details className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-testid="roles-guide">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-ink">
        What each role can do
      </summary>
      <ul className="grid gap-3 px-4 pb-4 sm:grid-cols-2">
        {(['owner', ...TEAM_ROLES] as ActingRole[]).map((role) => (
          <li key={role} className="rounded-lg bg-gray-50 p-3">
            <p className="font-bold text-ink">{ROLE_NAMES[role]}</p>
            <p className="text-sm text-muted">{ROLE_HINTS[role]}</p>
            <ul className="mt-2 list-disc pl-5 text-sm text-ink">
              {roleAbilities(role).can.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A member's own role in the business they act for: what they can do here, and what they cannot. */
export function YourRole({ role }: { role: ActingRole }) {
  const { can, cannot } = roleAbilities(role);
  return (
    <div
      className="grid gap-3 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
      data-testid="your-role"
    >
      <div>
        <p className="font-semibold text-ink">As {ROLE_NAMES[role]} you can</p>
        <ul className="mt-1 list-disc pl-5 text-ink">
          {can.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {cannot.length > 0 ? (
        <div>
          <p className="font-semibold text-ink">You cannot</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {cannot.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
