import { zodResolver } from '@hookform/resolvers/zod';
import { enairaResolveBody } from '@owo/contract/transfers';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useResolveEnaira } from '#features/transfers/api/enaira-resolve';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { ResolvedName } from '#features/transfers/resolved-name';
import { TRANSFER_NETWORK_MESSAGE } from '#features/transfers/transfer-messages';
import { TransferShell } from '#features/transfers/transfer-shell';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';

type AliasInput = z.input<typeof enairaResolveBody>;
type Alias = z.output<typeof enairaResolveBody>;

/** eNaira step 1: the alias, Verify, then Proceed once the name is known. */
export function EnairaResolveStep() {
  const { state, actions } = useTransfer();
  const resolve = useResolveEnaira();
  const form = useForm<AliasInput, unknown, Alias>({
    resolver: zodResolver(enairaResolveBody),
    defaultValues: { alias: state.draft.alias },
  });
  const typed = form.watch('alias').trim().toLowerCase();
  const isVerified = state.draft.proceed && typed === state.draft.alias;

  const onSubmit = form.handleSubmit(({ alias }) => {
    if (isVerified) return actions.proceed();
    resolve.mutate(alias, {
      onSuccess: (data) => actions.resolved(data.name, { alias: data.alias }),
      onError: (error) => {
        showFieldErrors(error, form.setError, ['alias']);
        toast.error(failureMessage(error, TRANSFER_NETWORK_MESSAGE));
      },
    });
  });

  return (
    <TransferShell title="Send eNaira" intro="Send to any eNaira wallet by its alias.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextInput
          label="Alias"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="e.g. ada.obi"
          error={form.formState.errors.alias?.message}
          {...form.register('alias')}
        />
        {isVerified ? <ResolvedName name={state.draft.name} /> : null}
        <SubmitButton isLoading={resolve.isPending}>{isVerified ? 'Proceed' : 'Verify'}</SubmitButton>
      </form>
    </TransferShell>
  );
}
