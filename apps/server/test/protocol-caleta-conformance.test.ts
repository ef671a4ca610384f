// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { caletaSim } from '@wl/vendor-client';
import { appForFile } from './harness';
import { rgsKit } from './protocol-rgs-kit';
import { VALKYRIE_CASES, rgsConformance } from './protocol-rgs-suite';

/**
 * Caleta Gaming System API 1.5 on the real ledger (merchant DEMO, PKR; the catalogue vendor HABANERO pointed at the
 * Caleta protocol): every one of the 58 valkyrie integration cases rewritten as ours (protocol-rgs-cases*.ts), each
 * answer validated against the OpenAPI file's answer schema, 20 concurrent copies of a bet and of a win, and the
 * launch through the vendor's /api/game/url.
 */
const t = appForFile();
const k = rgsKit(t, { protocol: 'caleta', vendor: 'HABANERO' });

rgsConformance(t, k, { sim: caletaSim, expected: VALKYRIE_CASES });
