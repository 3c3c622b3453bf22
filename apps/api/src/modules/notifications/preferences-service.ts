import type { Deps } from '#app-types';
import { type AlertPreferences, findPreferences, savePreferences } from './alerts-repository.ts';

export const getAlertPreferences = (deps: Deps, userId: bigint) => findPreferences(deps.db, userId);

export async function setAlertPreferences(deps: Deps, userId: bigint, p: AlertPreferences) {
  await savePreferences(deps.db, userId, p);
  return findPreferences(deps.db, userId);
}
