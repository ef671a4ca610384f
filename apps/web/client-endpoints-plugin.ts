import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** Parts of an endpoint definition only the server reads: schemas (it validates) and OpenAPI text (it documents). */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'value', 'summary', 'tags']);
// The studio's page API (packages/studio/src/api.ts) is written the same way: its page needs only the paths.
const ENDPOINT_FILE = /packages[\\/](contracts[\\/]src[\\/]endpoints[\\/][^\\/]+|studio[\\/]src[\\/]api)\.ts$/;
const CONTRACTS_FILE = /packages[\\/](contracts[\\/]src[\\/].+|studio[\\/]src[\\/](api|values))\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A definition (or shared part of one) names how it is called; the map of an area's calls does not. */
const DEFINITION_KEYS = new Set(['method', 'path', 'auth']);
const isDefinition = (node: Node) =>
  (node.properties as Node[]).some((p) => {
    const key = p.key as Node | undefined;
    return p.type === 'Property' && !p.computed && key?.type === 'Identifier' && DEFINITION_KEYS.has(key.name as string);
  });

const children = (node: Node): Node[] =>
  Object.values(node).flatMap((v) =>
    Array.isArray(v)
      ? v.filter((x): x is Node => Boolean(x && typeof x === 'object' && 'type' in x))
      : v && typeof v === 'object' && 'type' in v
        ? [v as Node]
        : [],
  );

/**
 * The web calls the server through the same endpoint definitions the server registers (decision 010), but it only
 * needs their path, method, auth and body kind: the schemas stay on the server, which validates every call anyway.
 * This build step blanks the server-only fields of each `defineEndpoints` entry in the web bundle, so the schemas
 * (and most of the validation library) are no longer downloaded with the lobby (decision 018). Form schemas the web
 * does validate with are separate exports and are untouched.
 */
export const clientEndpoints = (): Plugin => ({
  name: 'wl-client-endpoints',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    const file = id.split('?')[0] ?? '';
    if (!CONTRACTS_FILE.test(file)) return null;
    const cuts: { start: number; end: number; text: string }[] = [];
    const ast = parseAst(code) as unknown as Node;
    // Top-level values of the contracts are built by calls (schemas, lists); none has an effect beyond its value, so
    // each call is marked pure and a value the web never reads is left out of the bundle with what it calls.
    const markPure = (node: Node) => {
      if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
      if (node.type === 'CallExpression' || node.type === 'NewExpression')
        cuts.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
      for (const child of children(node)) markPure(child);
    };
    for (const statement of ast.body as Node[]) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const d of declaration.declarations as Node[]) if (d.init) markPure(d.init as Node);
    }
    if (!ENDPOINT_FILE.test(file)) return finish(code, cuts);
    // Definitions, and shared parts of them spread into several (their server-only fields only; a call may be named
    // like one of those fields: the map of an area's calls is left alone).
    const visit = (node: Node) => {
      if (node.type === 'ObjectExpression' && isDefinition(node)) {
        for (const field of node.properties as Node[]) {
          const key = field.key as Node | undefined;
          if (field.type !== 'Property' || field.computed || key?.type !== 'Identifier' || !SERVER_ONLY.has(key.name as string)) continue;
          if (code.slice(key.start, key.end) !== key.name) throw new Error(`${id}: unexpected source positions`);
          const value = field.value as Node;
          if (field.shorthand) cuts.push({ start: field.start, end: field.end, text: `${key.name}: void 0` });
          else cuts.push({ start: value.start, end: value.end, text: 'void 0' });
        }
      }
      for (const child of children(node)) visit(child);
    };
    visit(ast);
    return finish(code, cuts);
  },
});

const finish = (code: string, all: { start: number; end: number; text: string }[]) => {
  const replaced = all.filter((c) => c.end > c.start);
  // a mark or a field inside a field that is blanked goes with it
  const cuts = all.filter((c) => !replaced.some((r) => r !== c && c.start >= r.start && c.start < r.end && c.end <= r.end));
  if (cuts.length === 0) return null;
  let out = code;
  // from the end, so earlier positions stay right; insertions at one position keep their order
  for (const cut of cuts.map((c, i) => ({ ...c, i })).sort((a, b) => b.start - a.start || b.i - a.i))
    out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return { code: out, map: null };
};
