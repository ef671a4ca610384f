import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from './flat-packs.test-helpers';

/**
 * Every text with a `{{placeholder}}` gets its value wherever it is shown: each literal t('key', …) call in the web
 * source names every placeholder of that key in its options, and each coded error whose text has placeholders is
 * thrown by the server with those params (the web's ErrorText passes them on). Otherwise a person reads "{{min}}".
 */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();

const withValues = Object.entries(enFlat).filter(([, text]) => placeholders(text).length > 0);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

/** The text of a call's argument list, from the opening parenthesis to its match. */
const callArgs = (src: string, open: number) => {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '(') depth++;
    else if (src[i] === ')' && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
};

const repo = path.resolve(import.meta.dirname, '../../../..');
const webSources = sourceFiles(path.join(repo, 'apps/web/src')).map((f) => ({ f, src: readFileSync(f, 'utf8') }));
const serverSources = sourceFiles(path.join(repo, 'apps/server/src')).map((f) => ({ f, src: readFileSync(f, 'utf8') }));

describe('texts with values', () => {
  it('have the same placeholders in every pack', () => {
    for (const [key, text] of withValues) expect(placeholders(urFlat[key] ?? ''), key).toEqual(placeholders(text));
  });

  it('get every placeholder from each t() call that names the key', () => {
    const missing: string[] = [];
    let calls = 0;
    for (const [key, text] of withValues) {
      const quoted = new RegExp(`\\bt\\(\\s*(['"\`])${key.replace(/\./g, '\\.')}\\1`, 'g');
      for (const { f, src } of webSources) {
        for (const m of src.matchAll(quoted)) {
          calls++;
          const args = callArgs(src, (m.index ?? 0) + m[0].indexOf('('));
          const options = args.slice(args.indexOf(m[1] as string, 3) + 1);
          for (const name of placeholders(text))
            if (!new RegExp(`[{,]\\s*${name}\\s*[:,}]`).test(options))
              missing.push(`${path.relative(repo, f)}: t('${key}') without ${name}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('are shown with the params the server sent wherever a coded error becomes text', () => {
    const sites = webSources.flatMap(({ f, src }) =>
      [...src.matchAll(/\bt\(\s*errorTextKey\(/g)].map((m) => ({ f, args: callArgs(src, (m.index ?? 0) + 1) })),
    );
    expect(sites.length).toBeGreaterThan(0);
    for (const { f, args } of sites) expect(args, path.relative(repo, f)).toMatch(/params|errorParamsOf/i);
  });

  it('are thrown by the server with their params when they are error texts', () => {
    const missing: string[] = [];
    const errorKeys = withValues.filter(([k]) => k.startsWith('errors.')).map(([k, text]) => [k.slice('errors.'.length), text] as const);
    expect(errorKeys.map(([k]) => k)).toEqual(expect.arrayContaining(['wallet_amount_out_of_range', 'login_temporarily_locked']));
    for (const [textKey, text] of errorKeys) {
      let thrown = 0;
      for (const { f, src } of serverSources) {
        for (const m of src.matchAll(/new AppError\(\s*'([\w.]+)'/g)) {
          if ((m[1] as string).replace(/\./g, '_') !== textKey) continue;
          thrown++;
          const args = callArgs(src, (m.index ?? 0) + m[0].indexOf('('));
          const params = /params:\s*\{([^}]*)\}/.exec(args)?.[1] ?? '';
          for (const name of placeholders(text))
            if (!new RegExp(`\\b${name}\\b`).test(params)) missing.push(`${path.relative(repo, f)}: ${m[1]} without params.${name}`);
        }
      }
      expect(thrown, textKey).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });
});
