import type { Db } from '../db/client';

/** One area's demo data, run in order inside the seed's transaction (index.ts lists the steps). */
export type SeedStep = (
  tx: Db,
  ctx: {
    merchants: { id: number; code: string }[];
    /** VENDOR_SECRETS_KEY when configured: the demo's vendor protocol secrets are sealed as the server will open them. */
    vendorSecretsKey?: string;
  },
) => Promise<void>;
