/**
 * CPU affinity for `bench:scale`'s BENCH_REPLICA_CPUS (issue 37): the streaming replica's processes on those CPUs and
 * everything else of the run (the primary, PgBouncer, the server copies, this process) on the others, so that one
 * machine shows what a replica on a host of its own does: the reads' work leaves the cores the wallet runs on. New
 * backends are forked by their postmaster and new copies by this process, so they inherit their side.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { adminQuery } from './bench-lib';

const pin = (pid: number, cpus: string) => execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
const children = (pid: number) =>
  execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
/** The postmaster of the server at `url`: the first line of its data directory's postmaster.pid. */
const postmasterOf = async (url: string) =>
  Number((await adminQuery<{ pid: string }>(`SELECT split_part(pg_read_file('postmaster.pid'), E'\\n', 1) AS pid`, [], url)).pid);
const pinServer = async (url: string, cpus: string) => {
  const postmaster = await postmasterOf(url);
  for (const pid of [postmaster, ...children(postmaster)]) {
    try {
      pin(pid, cpus);
    } catch {
      // A backend that ended meanwhile.
    }
  }
};

/**
 * Pins the run as BENCH_REPLICA_CPUS asks (a taskset list, e.g. "1"); answers the two sides. Unset, it answers null
 * and gives the topology's servers every CPU again (they outlive a run, and an earlier one may have pinned them).
 */
export const pinReplica = async (o: { primary: string; replica: string }) => {
  const asked = process.env.BENCH_REPLICA_CPUS;
  const all = os.cpus().map((_c, i) => i);
  if (!asked) {
    for (const url of [o.primary, o.replica]) await pinServer(url, all.join(','));
    for (const pid of execFileSync('pgrep', ['-x', 'pgbouncer'], { encoding: 'utf8' }).split('\n').filter(Boolean))
      pin(Number(pid), all.join(','));
    return null;
  }
  const replicaCpus = new Set(asked.split(',').map(Number));
  const rest = all.filter((i) => !replicaCpus.has(i)).join(',');
  if (!rest) throw new Error('BENCH_REPLICA_CPUS leaves no CPU for the rest of the run');
  await pinServer(o.replica, asked);
  await pinServer(o.primary, rest);
  for (const pid of execFileSync('pgrep', ['-x', 'pgbouncer'], { encoding: 'utf8' }).split('\n').filter(Boolean)) pin(Number(pid), rest);
  pin(process.pid, rest);
  return { replica: asked, rest };
};
