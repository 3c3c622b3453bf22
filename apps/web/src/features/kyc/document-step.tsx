import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useDocumentTypes } from './api/get-document-types';
import { documentSchema, type KycDocument, type KycDocumentInput } from './identity-schema';

type DocumentStepProps = {
  isSubmitting: boolean;
  onBack: () => void;
  onSubmit: (document: KycDocument) => void;
  /** The API's messages for this step's fields after a refused submit. */
  serverErrors?: Record<string, string>;
};

/** KYC step 2: the identity document; its types come from the API ('loading...', then 'Select One'). */
export function DocumentStep({ isSubmitting, onBack, onSubmit, serverErrors }: DocumentStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const documentTypes = useDocumentTypes();
  const options = (documentTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  const form = useForm<KycDocumentInput, unknown, KycDocument>({
    resolver: zodResolver(documentSchema),
    defaultValues: { document_type_id: '', document_number: '' },
  });
  useEffect(() => {
    for (const name of ['document_type_id', 'document_number'] as const) {
      const message = serverErrors?.[name];
      if (message) form.setError(name, { type: 'server', message });
    }
  }, [serverErrors, form]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div>
        <BackButton onClick={onBack} />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Document Verification
        </h1>
        <p className="mt-1 text-muted">Step 2 of 2. Tell us which ID document you have.</p>
      </div>
      <SelectField
        control={form.control}
        name="document_type_id"
        label="Documents"
        options={options}
        isLoading={documentTypes.isPending}
      />
      <TextInput
        label="Document Number"
        autoCapitalize="characters"
        autoComplete="off"
        error={form.formState.errors.document_number?.message}
        {...form.register('document_number')}
      />
      <SubmitButton isLoading={isSubmitting}>Submit</SubmitButton>
    </form>
  );
}
