/**
 * Asserts an invariant that only a bug can break (TIGER_STYLE): a failed assertion is a programmer error, so
 * it throws a plain Error (a 500, logged) saying which invariant broke, never an AppError a customer sees.
 * Use it where the code would otherwise write `rows[0]!` or `value!`.
 */
export function assert(condition: unknown, invariant: string): asserts condition {
  if (!condition) throw new Error(`invariant broken: ${invariant}`);
}
