import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsPart } from '../../text-split-plugin';
import en from './en.json';
import { SCREEN_SECTIONS } from './screen-texts';

const src = path.resolve(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

/**
 * Where the sections of the lazy screens may be read: only code that loads behind a lazy route (the router adds these
 * texts with the screen). Whole folders of such screens, and single files elsewhere. A new file reading one of
 * these sections must load behind a lazy route too, and joins this list; otherwise its section goes back to the
 * first part (screen-texts.ts), or it would show the bare keys.
 */
const LAZY_FOLDERS = ['features/kyc/', 'features/lottery/', 'features/loyalty/', 'features/play/', 'features/records/'];
const LAZY_FILES = [
  'app/MemberCenter.tsx',
  'components/BetFilterFields.tsx',
  'components/FairnessPanel.tsx',
  'components/VerificationLink.tsx',
  'features/agent/AgentPages.tsx',
  'features/agent/TeamPages.tsx',
  'features/help/BeginnerGuide.tsx',
  'features/member/ReferralPage.tsx',
  'features/promotions/BonusDetails.tsx',
  'features/support/ConsoleDesk.tsx',
  'features/support/ConsoleLogin.tsx',
  'features/support/ConsolePlayer.tsx',
  'features/support/ConsoleThread.tsx',
  'features/support/QueueList.tsx',
  'features/system/AppDownload.tsx',
];

describe('the English pack in two parts', () => {
  it('splits every section into exactly one part, the screens part holding the lazy screens’ sections', () => {
    const pack = en as Record<string, unknown>;
    const first = textsPart(pack, 'first');
    const screens = textsPart(pack, 'screens');
    expect(Object.keys(screens).sort()).toEqual([...SCREEN_SECTIONS].sort());
    expect({ ...first, ...screens }).toEqual(pack);
    for (const k of SCREEN_SECTIONS) expect(first).not.toHaveProperty(k);
  });

  it('leaves the lazy screens’ sections to files that load behind a lazy route', () => {
    const uses = new RegExp(`["'\`](${SCREEN_SECTIONS.join('|')})\\.[a-zA-Z]`);
    const readers = sourceFiles(src)
      .filter((f) => uses.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f).split(path.sep).join('/'));
    const outside = readers.filter((f) => !LAZY_FOLDERS.some((d) => f.startsWith(d)) && !LAZY_FILES.includes(f));
    expect(outside).toEqual([]);
  });
});
