/** argon2id, m=19 MiB, t=2, p=1 (reliability.md, OWASP). */
export const argonOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
