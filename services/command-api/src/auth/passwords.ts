import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's OWASP-level defaults (19 MiB, 2 passes): slow for guessing, fast enough for a counter.
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/** Verified against when the email is unknown, so a wrong email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));
