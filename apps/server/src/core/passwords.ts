import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters of architecture.md: m = 19 MiB, t = 2, p = 1. */
export const argonOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, argonOptions);

/** A hash of a random value, verified against when the account is unknown so both answers take similar time. */
let dummy: Promise<string> | null = null;

export const verifyPassword = async (stored: string | null | undefined, plain: string) => {
  if (!stored) {
    dummy ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummy, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
};

/** The weak default password of facts.md: a login with it must change it. */
export const DEFAULT_PASSWORD = '123456';
