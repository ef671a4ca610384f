import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The studio's durable memory: one JSON line per fact, appended before the fact is acted on (a bet before it is sent,
 * an outcome before its win, every transfer-wallet balance change). A restarted studio replays it to find the rounds
 * a crash left open and the balances it holds. Writes are synchronous appends: a killed process loses nothing it
 * wrote (the machine's page cache keeps it); a machine crash is out of the demo's scope.
 */
export type Fact = Record<string, unknown> & { k: string };

export const createJournal = (dir: string | null) => {
  const file = dir ? path.join(dir, 'journal.jsonl') : null;
  if (dir) mkdirSync(dir, { recursive: true });
  return {
    write: (f: Fact) => {
      if (file) appendFileSync(file, `${JSON.stringify(f)}\n`);
    },
    /** Every fact written so far (a torn last line from a crash is skipped). */
    replay: (): Fact[] => {
      if (!file || !existsSync(file)) return [];
      const out: Fact[] = [];
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line) continue;
        try {
          out.push(JSON.parse(line) as Fact);
        } catch {
          // a line cut short by a kill
        }
      }
      return out;
    },
  };
};
export type Journal = ReturnType<typeof createJournal>;
