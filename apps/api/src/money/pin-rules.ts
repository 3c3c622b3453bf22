// A 4-digit PIN's secrecy rests on lockout plus a key that is not in the database. The lockout runs in SQL
// (money_pin_check, migration 014) with these values, which the API passes it.
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MS = 30 * 60_000;
