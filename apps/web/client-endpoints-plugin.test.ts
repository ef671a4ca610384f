import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { clientEndpoints } from './client-endpoints-plugin';

const transform = (code: string, id: string) => {
  const hook = clientEndpoints().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
};

const endpointsFile = '/repo/packages/contracts/src/endpoints/sample.ts';
const sample = `import { z } from 'zod';
const vendor = { method: 'POST', auth: 'vendor', params: z.object({ code: z.string().regex(/^[A-Z]+$/) }), tags: ['v'] };
const tags = ['sample'];
export const sampleApi = defineEndpoints('sample', {
  list: { method: 'GET', path: '/x', auth: 'none', query: z.object({ value: z.string(), body: z.number().int() }), value: z.array(z.string()), summary: 'List', tags },
  summary: { method: 'GET', path: '/s', auth: 'member' },
  bet: { ...vendor, path: '/v/bet', body: z.object({ amount: z.string() }).strict(), value: z.object({ tags: z.string() }) },
});`;

describe('web build: endpoint definitions without their server-only fields', () => {
  it('blanks schemas and texts, keeps what the client calls with, and stays valid code', () => {
    const out = transform(sample, endpointsFile);
    expect(out).not.toBeNull();
    expect(() => parseAst(out as string)).not.toThrow();
    expect(out).not.toContain('z.array');
    expect(out).not.toContain("'List'");
    expect(out).not.toContain('.regex(');
    expect(out).toContain("path: '/x'");
    // a call named like a server-only field stays
    expect(out).toContain("summary: { method: 'GET', path: '/s'");
    expect(out).toContain("method: 'GET'");
    expect(out).toContain('tags: void 0');
    // fields named like server-only ones inside a blanked schema are not cut twice (that would corrupt the code)
    expect(out).not.toContain('value: z.string()');
  });

  it('marks the calls that build top-level values of the contracts as pure, and leaves functions alone', () => {
    const out = transform(
      'export const a = z.object({ b: wholeNumber(z.number()) });\nexport const f = () => z.string();\nfoo();',
      '/repo/packages/contracts/src/x.ts',
    );
    expect(out).toContain('/* @__PURE__ */ z.object');
    expect(out).toContain('/* @__PURE__ */ wholeNumber(/* @__PURE__ */ z.number())');
    expect(out).toContain('() => z.string()');
    expect(out).toContain('\nfoo();');
  });

  it('does not touch files outside the contracts', () => {
    expect(transform('export const a = z.object({ value: z.string() });', '/repo/apps/web/src/x.ts')).toBeNull();
  });
});
