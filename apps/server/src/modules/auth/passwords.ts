/** argon2id password hashing (OWASP parameters of @node-rs/argon2's defaults). */
import { hash, verify } from '@node-rs/argon2';

// A real hash of an unguessable value, verified when no user matches, so a missing account
// takes as long to reject as a wrong password (no account enumeration by timing).
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
