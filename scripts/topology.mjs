#!/usr/bin/env node
/**
 * The scale topology on this machine (issue 37, decision 035): a PostgreSQL 15 primary, a streaming replica made from
 * it by pg_basebackup, PgBouncer in transaction pooling in front of the primary, and a second primary (the second
 * merchant cell's), each on a local port, all under one directory. Made with the tools Debian ships (postgresql-15, pgbouncer).
 *
 *   node scripts/topology.mjs start    makes what is missing and starts what is stopped (idempotent); prints the URLs
 *   node scripts/topology.mjs status   what runs, the URLs, the replica's lag; exit 1 if something is down
 *   node scripts/topology.mjs stop     stops all three and removes the directory (idempotent)
 *   node scripts/topology.mjs env      the URLs as shell assignments (`eval "$(node scripts/topology.mjs env)"`)
 *
 * TOPOLOGY_PORT (21401): the primary's port; the replica takes the next, PgBouncer the one after, the second cell's
 * primary the one after that.
 * TOPOLOGY_DIR (<tmp>/wl-topology-<port>): where the clusters, PgBouncer's files and the logs live.
 * PostgreSQL and PgBouncer refuse to run as root: as root every command runs as the `postgres` user (runuser), and
 * everything under the directory belongs to that user, so `stop` leaves nothing behind that only root can remove.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = process.env.TOPOLOGY_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgbouncerBin = process.env.TOPOLOGY_PGBOUNCER ?? '/usr/sbin/pgbouncer';
const primaryPort = Number(process.env.TOPOLOGY_PORT ?? 21401);
const ports = { primary: primaryPort, replica: primaryPort + 1, pgbouncer: primaryPort + 2, cell: primaryPort + 3 };
const dir = process.env.TOPOLOGY_DIR ?? path.join(os.tmpdir(), `wl-topology-${primaryPort}`);
const paths = {
  primary: path.join(dir, 'primary'),
  replica: path.join(dir, 'replica'),
  bouncer: path.join(dir, 'pgbouncer'),
  cell: path.join(dir, 'cell'),
};
const asRoot = process.getuid?.() === 0;
const owner = asRoot ? 'postgres' : os.userInfo().username;

/** Runs a tool as the clusters' owner; returns its exit status (output to ours when `loud`). */
const run = (cmd, args, { loud = false, check = true } = {}) => {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { stdio: loud ? 'inherit' : 'pipe', encoding: 'utf8' });
  if (check && r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr ?? ''}${r.stdout ?? ''}`);
  return r;
};

export const urls = {
  primary: `postgres://postgres@127.0.0.1:${ports.primary}/postgres`,
  replica: `postgres://postgres@127.0.0.1:${ports.replica}/postgres`,
  pgbouncer: `postgres://postgres@127.0.0.1:${ports.pgbouncer}/postgres`,
  cell: `postgres://postgres@127.0.0.1:${ports.cell}/postgres`,
};

const need = () => {
  const missing = [path.join(bin, 'initdb'), pgbouncerBin].filter((f) => !fs.existsSync(f));
  if (missing.length)
    throw new Error(`missing ${missing.join(', ')}: install Debian's packages (apt-get install -y postgresql-15 pgbouncer)`);
};

const mkdirOwned = (d) => {
  fs.mkdirSync(d, { recursive: true, mode: 0o700 });
  if (asRoot) execFileSync('chown', ['postgres:postgres', d]);
};

const clusterUp = (data) => run(path.join(bin, 'pg_ctl'), ['-D', data, 'status'], { check: false }).status === 0;

const startCluster = (name) => {
  const data = paths[name];
  if (clusterUp(data)) return;
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, `${name}.log`), '-w', '-t', '60', 'start']);
};

// Settings for a test topology: small, fast (no fsync, a dead cluster is made again), replication on.
const primaryConf = `
port = ${ports.primary}
listen_addresses = '127.0.0.1'
unix_socket_directories = '${dir}'
max_connections = 200
shared_buffers = 128MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = replica
max_wal_senders = 4
wal_keep_size = 256MB
hot_standby = on
hot_standby_feedback = on
`;

const makePrimary = () => {
  if (fs.existsSync(path.join(paths.primary, 'PG_VERSION'))) return;
  mkdirOwned(paths.primary);
  run(path.join(bin, 'initdb'), ['-D', paths.primary, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  fs.appendFileSync(path.join(paths.primary, 'postgresql.conf'), primaryConf);
  fs.appendFileSync(path.join(paths.primary, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
};

/** The second cell's primary: a cluster of its own (no replica: the first cell's shows replication). */
const makeCell = () => {
  if (fs.existsSync(path.join(paths.cell, 'PG_VERSION'))) return;
  mkdirOwned(paths.cell);
  run(path.join(bin, 'initdb'), ['-D', paths.cell, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  fs.appendFileSync(
    path.join(paths.cell, 'postgresql.conf'),
    `\nport = ${ports.cell}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 100\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n`,
  );
};

const makeReplica = () => {
  if (fs.existsSync(path.join(paths.replica, 'PG_VERSION'))) return;
  fs.rmSync(paths.replica, { recursive: true, force: true });
  mkdirOwned(paths.replica);
  // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica of the primary.
  run(path.join(bin, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    paths.replica,
    '-R',
    '-X',
    'stream',
  ]);
  const conf = path.join(paths.replica, 'postgresql.conf');
  fs.writeFileSync(conf, fs.readFileSync(conf, 'utf8').replace(`port = ${ports.primary}`, `port = ${ports.replica}`));
};

const bouncerPid = () => {
  const f = path.join(paths.bouncer, 'pgbouncer.pid');
  if (!fs.existsSync(f)) return null;
  const pid = Number(fs.readFileSync(f, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
};

const bouncerIni = () => `[databases]
* = host=127.0.0.1 port=${ports.primary}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${ports.pgbouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(paths.bouncer, 'userlist.txt')}
admin_users = postgres
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 40
max_db_connections = 150
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
logfile = ${path.join(dir, 'pgbouncer.log')}
pidfile = ${path.join(paths.bouncer, 'pgbouncer.pid')}
`;

const startBouncer = () => {
  if (bouncerPid()) return;
  mkdirOwned(paths.bouncer);
  fs.writeFileSync(path.join(paths.bouncer, 'pgbouncer.ini'), bouncerIni());
  fs.writeFileSync(path.join(paths.bouncer, 'userlist.txt'), '"postgres" ""\n');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', paths.bouncer]);
  run(pgbouncerBin, ['-d', path.join(paths.bouncer, 'pgbouncer.ini')]);
  for (let i = 0; i < 50 && !bouncerPid(); i++) spawnSync('sleep', ['0.1']);
  if (!bouncerPid()) throw new Error(`pgbouncer did not start (see ${path.join(dir, 'pgbouncer.log')})`);
};

export const start = () => {
  need();
  mkdirOwned(dir);
  makePrimary();
  startCluster('primary');
  makeReplica();
  startCluster('replica');
  startBouncer();
  makeCell();
  startCluster('cell');
};

export const stop = () => {
  const pid = bouncerPid();
  if (pid) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 50 && bouncerPid(); i++) spawnSync('sleep', ['0.1']);
  }
  for (const name of ['cell', 'replica', 'primary'])
    if (fs.existsSync(paths[name]) && clusterUp(paths[name]))
      run(path.join(bin, 'pg_ctl'), ['-D', paths[name], '-m', 'fast', '-w', 'stop']);
  fs.rmSync(dir, { recursive: true, force: true });
};

const psql = (port, sql) =>
  spawnSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-Atc', sql], {
    encoding: 'utf8',
  });

export const status = () => {
  const up = {
    primary: fs.existsSync(paths.primary) && clusterUp(paths.primary),
    replica: fs.existsSync(paths.replica) && clusterUp(paths.replica),
    pgbouncer: Boolean(bouncerPid()),
    cell: fs.existsSync(paths.cell) && clusterUp(paths.cell),
  };
  const lag = up.replica
    ? psql(
        ports.replica,
        'SELECT pg_is_in_recovery(), coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)',
      ).stdout.trim()
    : '';
  return { dir, owner, up, urls, replica: lag };
};

const envLines = () =>
  [
    `TOPOLOGY_PRIMARY_URL=${urls.primary}`,
    `TOPOLOGY_REPLICA_URL=${urls.replica}`,
    `TOPOLOGY_PGBOUNCER_URL=${urls.pgbouncer}`,
    `TOPOLOGY_CELL_URL=${urls.cell}`,
  ].join('\n');

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const cmd = process.argv[2];
  try {
    if (cmd === 'start') {
      start();
      console.log(`topology up in ${dir}\n${envLines()}`);
    } else if (cmd === 'stop') {
      stop();
      console.log('topology stopped');
    } else if (cmd === 'status') {
      const s = status();
      console.log(JSON.stringify(s, null, 2));
      process.exit(Object.values(s.up).every(Boolean) ? 0 : 1);
    } else if (cmd === 'env') console.log(envLines());
    else {
      console.error('usage: node scripts/topology.mjs start|stop|status|env');
      process.exit(2);
    }
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
