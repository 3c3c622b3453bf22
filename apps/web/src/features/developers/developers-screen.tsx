import { developerMessages } from '@owo/contract/developers';
import { useActingFor } from '#lib/session/acting-for';
import { isBusiness, useUser } from '#lib/session/get-profile';
import { ApiKeysPanel } from './api-keys-panel';
import { AutoApprovePanel } from './auto-approve-panel';
import { WebhooksPanel } from './webhooks-panel';

/**
 * Who may open Developers: the owner of a business account, or a member acting for a business with the
 * permission (an admin). Only the owner sets automatic approval.
 */
export function useDevelopersAccess() {
  const user = useUser();
  const acting = useActingFor();
  if (acting) {
    return { allowed: acting.permissions.includes('developers.manage'), owner: false, name: acting.name };
  }
  return { allowed: isBusiness(user), owner: true, name: null };
}

/** `/developers`: a business's API keys and webhook endpoints, with each endpoint's delivery log. */
export function DevelopersScreen() {
  const { allowed, owner, name } = useDevelopersAccess();
  return (
    <section aria-labelledby="developers-heading" className="flex flex-col gap-4">
      <h1 id="developers-heading" className="text-2xl font-bold text-ink">
        Developers
      </h1>
      {allowed ? (
        <>
          <p className="text-muted">
            {name ? `For ${name}. ` : ''}Let your own server take payments and pay out with API keys, and hear
            about money as it moves with webhooks. The README’s “Build on Owo” has a quickstart.
          </p>
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <ApiKeysPanel />
            <div className="flex flex-col gap-6">
              <WebhooksPanel />
              {owner ? <AutoApprovePanel /> : null}
            </div>
          </div>
        </>
      ) : (
        <p className="rounded-xl bg-white p-4 text-muted shadow-sm ring-1 ring-gray-200">
          {developerMessages.businessOnly}
        </p>
      )}
    </section>
  );
}
