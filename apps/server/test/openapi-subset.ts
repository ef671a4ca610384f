/**
 * A validator for the part of JSON Schema the vendors' OpenAPI answer schemas use (`$ref` to components, `type`,
 * `required`, `properties`, `items`, `enum`), so every answer of a conformance test is checked against the vendor's
 * own schema without a schema library. A keyword it does not know fails loudly rather than passing silently.
 */
export type SchemaDoc = {
  source: string;
  responses: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
};
type Schema = Record<string, unknown>;

const KNOWN = new Set(['$ref', 'type', 'required', 'properties', 'items', 'enum', 'format']);

const typeOk = (type: unknown, v: unknown) => {
  switch (type) {
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    default:
      throw new Error(`schema type ${String(type)} is not supported`);
  }
};

/** The problems of `value` against `schema` (empty when it conforms), each with its JSON path. */
export const schemaErrors = (doc: SchemaDoc, schema: Schema, value: unknown, at = '$'): string[] => {
  for (const k of Object.keys(schema)) if (!KNOWN.has(k)) throw new Error(`schema keyword ${k} is not supported`);
  if (typeof schema.$ref === 'string') {
    const target = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return schemaErrors(doc, target, value, at);
  }
  if (schema.type !== undefined && !typeOk(schema.type, value)) return [`${at}: not ${String(schema.type)} (${JSON.stringify(value)})`];
  const errors: string[] = [];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) errors.push(`${at}: ${JSON.stringify(value)} not in the enum`);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) if (obj[name] === undefined) errors.push(`${at}.${name}: required`);
    for (const [name, sub] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {}))
      if (obj[name] !== undefined) errors.push(...schemaErrors(doc, sub, obj[name], `${at}.${name}`));
  }
  if (Array.isArray(value) && schema.items)
    for (const [i, item] of value.entries()) errors.push(...schemaErrors(doc, schema.items as Schema, item, `${at}[${i}]`));
  return errors;
};

/** The problems of an answer to `POST /path` with HTTP `status` against the document's response schema. */
export const answerErrors = (doc: SchemaDoc, call: string, status: number, body: string): string[] => {
  const schema = doc.responses[call]?.[String(status)];
  if (!schema) return [`${call}: the spec has no ${status} answer`];
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [`${call}: the answer is not JSON`];
  }
  return schemaErrors(doc, schema, value);
};
