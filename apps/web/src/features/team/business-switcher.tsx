import { ROLE_NAMES } from '@owo/contract/team-roles';
import { useId } from 'react';
import { controlClasses } from '#ui/field';
import { accountLabel } from './account-label';
import { useActing } from './use-acting';
import { useSwitchAccount } from './use-switch-account';

/**
 * Which account a member acts for: their own ("Ada Obi (personal)"), or a business they belong to
 * ("Balogun Fabrics Ltd"). The choice is kept on this device; everything is read again after a switch.
 */
export function BusinessSwitcher({ label = 'Acting for' }: { label?: string }) {
  const { current, businesses } = useActing();
  const switchTo = useSwitchAccount();
  const id = useId();
  const hintId = useId();
  if (businesses.length < 2 || !current) return null;

  const onChange = (value: string) => {
    const chosen = businesses.find((b) => b.id === value);
    if (chosen) switchTo(chosen);
  };

  return (
    <div className="flex max-w-md flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={current.id}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClasses} bg-white`}
      >
        {businesses.map((b) => (
          <option key={b.id} value={b.id}>
            {accountLabel(b)}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-sm text-muted">
        {current.own
          ? 'Your own money. Choose a business to act for it.'
          : `You act as ${ROLE_NAMES[current.role]}: the balance, history and payments here are ${current.name}'s.`}
      </p>
    </div>
  );
}
