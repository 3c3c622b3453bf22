import { developerMessages } from '@owo/contract/developers';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { useRollWebhookSecret } from './api/developers-api';

/**
 * An endpoint's "Roll secret": asks first (the old secret stops working at once), then hands the new secret,
 * which the API shows this once, to be shown with SecretOnce.
 */
export function RollSecretButton({
  endpointId,
  onRolled,
}: {
  endpointId: string;
  onRolled: (secret: string) => void;
}) {
  const roll = useRollWebhookSecret();
  const onClick = () => {
    if (roll.isPending || !window.confirm(developerMessages.rollConfirm)) return;
    roll.mutate(endpointId, {
      onSuccess: (endpoint) => onRolled(endpoint.secret),
      onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
    });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={roll.isPending}
      className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light"
    >
      Roll secret
    </button>
  );
}
