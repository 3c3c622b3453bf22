import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's recommended cost (19 MiB, 2 passes).
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// A real hash of a random password, verified against when no user matches, so a wrong password for an
// unknown phone costs the same argon2 work as for a known one.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash(`no-such-user-${Math.random()}`, OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
