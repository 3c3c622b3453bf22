import type { AccountType } from '@owo/contract/user';
import type { SignupAction } from '#features/signup/signup-reducer';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';

const accountTypes: Array<{ type: AccountType; title: string; text: string }> = [
  {
    type: 'personal',
    title: 'Personal account',
    text: 'Send, spend and receive money around the world for less',
  },
  { type: 'business', title: 'Business account', text: 'Do business or freelance work internationally' },
];

/** Step 3: personal or business. */
export function AccountTypeStep({ dispatch }: { dispatch: (action: SignupAction) => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <BackButton onClick={() => dispatch({ type: 'back' })} />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Choose an account type
        </h1>
        <p className="mt-1 text-muted">You can add another account type later.</p>
      </div>
      <ul className="flex flex-col gap-3">
        {accountTypes.map((option) => (
          <li key={option.type}>
            <button
              type="button"
              onClick={() => dispatch({ type: 'accountTypeChosen', accountType: option.type })}
              className="w-full rounded-xl border border-gray-200 p-4 text-left hover:border-brand hover:bg-brand-light focus-visible:border-brand"
            >
              <span className="block text-lg font-bold text-ink">{option.title}</span>
              <span className="mt-1 block text-sm text-muted">{option.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
