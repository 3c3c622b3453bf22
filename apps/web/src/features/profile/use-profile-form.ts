import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { PROFILE_NETWORK_MESSAGE } from './profile-messages';

/**
 * A profile form over one contract schema and one mutation: a success toast and an emptied form, or the
 * server's field errors under the fields and its message as an error toast.
 */
export function useProfileForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  mutation: UseMutationResult<unknown, unknown, Out>,
  empty: In,
  successMessage: string,
) {
  const form = useForm<In, unknown, Out>({
    // The resolver's overloads cannot see through the generic schema; the schema itself fixes In and Out.
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: empty as DefaultValues<In>,
  });
  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(successMessage);
        form.reset(empty);
      },
      onError: (error) => {
        showFieldErrors(error, form.setError, Object.keys(empty) as Path<In>[]);
        toast.error(failureMessage(error, PROFILE_NETWORK_MESSAGE));
      },
    }),
  );
  return { form, onSubmit };
}
