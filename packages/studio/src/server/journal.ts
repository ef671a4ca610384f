import { appendFileSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The studio's durable memory: one JSON line per fact, appended before the fact is acted on (a bet before it is sent,
 * an outcome before its win, every transfer-wallet balance change). A restarted studio replays it to find the rounds
 * a crash left open and the balances it holds. Writes are synchronous appends: a killed process loses nothing it
 * wrote (the machine's page cache keeps it); a machine crash is out of the demo's scope.
 *
 * Compaction keeps it from growing without bound: the facts of finished rounds go, the rest stay in their order (see
 * `compactFacts`). The compacted file is written beside the journal, flushed, then renamed over it, so a kill at any
 * moment leaves either the old journal or the new one, whole. Appends and compaction are synchronous, so none
 * interleave.
 */
export type Fact = Record<string, unknown> & { k: string };

/**
 * What a restart still needs: every fact of a round not finished (no `done` for its id); the last nonce of each seed
 * chain; of the transfer-wallet balances, the last per player and the bets still open; every transfer reference and
 * expired reference (the platform may ask about them again).
 */
export const compactFacts = (facts: readonly Fact[]): Fact[] => {
  const done = new Set<string>();
  const lastNonce = new Map<string, number>();
  const lastBalance = new Map<string, number>();
  const closedBets = new Set<string>();
  facts.forEach((f, i) => {
    if (f.k === 'done') done.add(String(f.id));
    else if (f.k === 'nonce') lastNonce.set(String(f.key), i);
    else if (f.k === 'twbal') {
      lastBalance.set(`${f.vendor}|${f.player}`, i);
      if (f.betTx) closedBets.add(`${f.vendor}|${f.betTx}`);
    }
  });
  return facts.filter((f, i) => {
    if (f.k === 'nonce') return lastNonce.get(String(f.key)) === i;
    if (f.k === 'twbal')
      return lastBalance.get(`${f.vendor}|${f.player}`) === i || (f.kind === 'BET' && !closedBets.has(`${f.vendor}|${f.tx}`));
    if (f.k === 'twop' || f.k === 'twexpired') return true;
    if (f.k === 'done') return false;
    return f.id === undefined || !done.has(String(f.id));
  });
};

export const createJournal = (dir: string | null, o: { compactEvery?: number } = {}) => {
  const file = dir ? path.join(dir, 'journal.jsonl') : null;
  if (dir) mkdirSync(dir, { recursive: true });
  const every = o.compactEvery ?? 10_000;
  let sinceCompaction = 0;
  const replay = (): Fact[] => {
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
  };
  const compact = () => {
    if (!file) return { before: 0, after: 0 };
    const facts = replay();
    const kept = compactFacts(facts);
    const tmp = `${file}.compact`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, kept.map((f) => `${JSON.stringify(f)}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
    sinceCompaction = 0;
    return { before: facts.length, after: kept.length };
  };
  return {
    write: (f: Fact) => {
      if (!file) return;
      appendFileSync(file, `${JSON.stringify(f)}\n`);
      sinceCompaction++;
    },
    /** Every fact written so far (a torn last line from a crash is skipped). */
    replay,
    compact,
    /** Compacts once enough facts were appended since the last compaction. */
    maybeCompact: () => (file && sinceCompaction >= every ? compact() : null),
  };
};
export type Journal = ReturnType<typeof createJournal>;
