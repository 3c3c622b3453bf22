import type { User } from '@owo/contract/user';
import type { Queryable } from '#db/db.ts';
import { countUserCards, findUserById, listUserBanks, type UserRow } from './users-repository.ts';

/** A customer's display name: the verified names if known, else the business name. */
export function displayName(
  u: Pick<UserRow, 'firstname' | 'lastname' | 'business_name' | 'type'>,
): string | null {
  const personal = [u.firstname, u.lastname].filter(Boolean).join(' ');
  if (u.type === 'business' && u.business_name) return u.business_name;
  return personal || u.business_name || null;
}

/** The user as every call that returns a user shows them, with their accounts as `banks`. */
export async function userView(q: Queryable, row: UserRow): Promise<User> {
  const banks = await listUserBanks(q, row.id);
  const cardCount = await countUserCards(q, row.id);
  return {
    id: Number(row.id),
    uuid: row.uuid,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    name: displayName(row),
    business_name: row.business_name,
    business_name_suffix: row.business_name_suffix,
    type: row.type,
    email: row.email,
    phone: row.phone,
    country_code: row.country_code,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    postal_code: row.postal_code,
    dob: row.dob,
    profile_path: row.profile_path,
    profile_photo_url: row.profile_path ? `/media/${row.profile_path}` : null,
    has_kyc: row.kyc_status === 'in_review' || row.kyc_status === 'verified',
    kyc_status: row.kyc_status,
    has_pin: row.pin_hmac !== null,
    has_card: cardCount > 0n,
    referral_code: row.referral_code,
    banks,
  };
}

export async function userViewById(q: Queryable, id: bigint): Promise<User> {
  const row = await findUserById(q, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return userView(q, row);
}
