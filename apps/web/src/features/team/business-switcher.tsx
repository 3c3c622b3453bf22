import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { saveActingFor } from '#lib/session/acting-for';
import { controlClasses } from '#ui/field';
import { ROLE_NAMES } from './role-names';
import { useActing } from './use-acting';

/**
 * Which account a member acts for: their own, or a business they belong to. The choice is kept on this
 * device and sent with history, statements, links and team calls; everything is read again after a switch.
 */
export function BusinessSwitcher() {
  const { current, businesses } = useActing();
  const queryClient = useQueryClient();
  const id = useId();
  if (businesses.length < 2 || !current) return null;

  const onChange = (value: string) => {
    const chosen = businesses.find((b) => b.id === value);
    if (!chosen) return;
    saveActingFor(
      chosen.own
        ? null
        : { id: chosen.id, name: chosen.name, role: chosen.role, permissions: chosen.permissions },
    );
    void queryClient.invalidateQueries();
  };

  return (
    <div className="flex max-w-md flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        Acting for
      </label>
      <select
        id={id}
        value={current.id}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClasses} bg-white`}
      >
        {businesses.map((b) => (
          <option key={b.id} value={b.id}>
            {b.own ? `${b.name} (my account)` : `${b.name} — ${ROLE_NAMES[b.role]}`}
          </option>
        ))}
      </select>
    </div>
  );
}
