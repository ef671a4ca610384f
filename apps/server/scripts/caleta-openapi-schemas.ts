/**
 * Writes test/fixtures/caleta-openapi-schemas.json: the answer schemas of Caleta Gaming System API 1.5 (the OpenAPI 3
 * file in the MIT-licensed valkyrie-fnd/valkyrie repository, provider/caleta/) that the conformance tests validate
 * every answer against — the 200 (and 404) answers of the wallet calls and the game URL call, with every schema they
 * reference, descriptions and examples left out. Run by hand when the spec changes:
 *
 *   node --import tsx apps/server/scripts/caleta-openapi-schemas.ts <path of caletagaming-…-1.5-oapi3.yaml>
 *
 * The YAML parser is the `yaml` package @fastify/swagger already installs; nothing at run time or in the tests needs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const SOURCE = 'valkyrie-fnd/valkyrie: provider/caleta/caletagaming-caleta-gaming_system_api_operators_guide-1.5-oapi3.yaml';
const PATHS = ['/wallet/check', '/wallet/balance', '/wallet/bet', '/wallet/win', '/wallet/rollback', '/api/game/url'];
const KEEP = new Set(['type', 'required', 'properties', 'items', 'enum', '$ref', 'format']);

type Schema = Record<string, unknown>;
const file = process.argv[2];
if (!file) {
  console.error('usage: caleta-openapi-schemas.ts <path of the OpenAPI YAML>');
  process.exit(2);
}
const doc = parse(fs.readFileSync(file, 'utf8')) as {
  paths: Record<string, { post: { responses: Record<string, { content?: { 'application/json'?: { schema?: Schema } } }> } }>;
  components: { schemas: Record<string, Schema> };
};

/** A schema with only the keywords validation needs, its nested schemas pruned the same way. */
const prune = (s: Schema): Schema => {
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    if (!KEEP.has(k)) continue;
    if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as Record<string, Schema>).map(([n, p]) => [n, prune(p)]));
    else if (k === 'items') out[k] = prune(v as Schema);
    else out[k] = v;
  }
  return out;
};

const components: Record<string, Schema> = {};
const visit = (s: Schema) => {
  const ref = s.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    if (components[name]) return;
    const found = doc.components.schemas[name];
    if (!found) throw new Error(`unresolved ${ref}`);
    components[name] = prune(found);
    visit(found);
  }
  for (const p of Object.values((s.properties as Record<string, Schema> | undefined) ?? {})) visit(p);
  if (s.items) visit(s.items as Schema);
};

const responses: Record<string, Record<string, Schema>> = {};
for (const p of PATHS) {
  const r = doc.paths[p]?.post.responses ?? {};
  responses[`POST ${p}`] = {};
  for (const [code, answer] of Object.entries(r)) {
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) continue;
    responses[`POST ${p}`]![code] = prune(schema);
    visit(schema);
  }
}

const out = path.resolve(import.meta.dirname, '../test/fixtures/caleta-openapi-schemas.json');
fs.writeFileSync(out, `${JSON.stringify({ source: SOURCE, version: '1.5', responses, components: { schemas: components } }, null, 2)}\n`);
console.log(`wrote ${out}: ${Object.keys(responses).length} calls, ${Object.keys(components).length} schemas`);
