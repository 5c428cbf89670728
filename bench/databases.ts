/**
 * The seeded databases `npm run bench` measures on. Seeding 80,000 surveys through the domain
 * functions takes minutes, so each seed is kept and reused while its seed version and plan are
 * unchanged and the checkout's migrations only add to the ones it was made with (the newer ones
 * are applied on top before measuring, as a production database is upgraded):
 * - PGlite: seeded in memory (a few times faster than on disk), kept as a data-directory
 *   tarball in bench/.cache/, unpacked into a fresh temporary DATA_DIR for every run.
 * - PostgreSQL: seeded into `romtrack_bench` (quick: `romtrack_bench_quick`), whose database
 *   comment records the key; every run works on a copy made with CREATE DATABASE ... TEMPLATE,
 *   dropped at the end, so measurements never see a previous run's surveys.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationJournal, openDatabase, queryRows, type DatabaseTarget } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/clock.ts';
import { createSurveyLink } from '../apps/server/src/domain/survey-links.ts';
import { repoRoot } from './report.ts';
import { centerName, seed, SEED_VERSION, SEEDER, type SeedPlan } from './seed.ts';

const cacheDir = path.join(repoRoot, 'bench/.cache');

export interface SeedMeta {
  key: string;
  directorId: string;
  bigCenterId: string;
  bigCenterName: string;
  seededAt: string;
  /** Migrations applied when it was seeded. */
  migrations: string[];
  seconds: { accounts: number; participants: number; surveys: number };
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  label: string;
  /** Given to the product server (DATA_DIR or DATABASE_URL). */
  serverEnv: Record<string, string>;
  /**
   * The yardstick server's environment, made once the survey links are open. PostgreSQL: the
   * same database. PGlite has one writer per data directory, so the yardstick gets a byte copy
   * of the product's, taken then: both servers can run at once, on the same data.
   */
  yardstickEnv(): Promise<Record<string, string>>;
  /** For this process to open the database while no server holds it (PGlite has one writer). */
  target: DatabaseTarget;
  meta: SeedMeta;
  /** Whether the seed was made in this run or reused, and how long preparing took. */
  note: string;
  cleanup(): Promise<void>;
}

function seedKey(kind: string, plan: SeedPlan): string {
  return `${kind}-v${SEED_VERSION}-${plan.centers}c-${plan.bigCenterPids}b-${plan.pids}p-${plan.surveys}s`;
}

/** The migrations this checkout has, in order. */
function migrationTags(): string[] {
  return migrationJournal().map((migration) => migration.tag);
}

/**
 * A seed stays usable while the checkout only adds migrations after the ones it was made
 * with: they are applied on top before measuring, as a production database is upgraded.
 */
function usable(meta: SeedMeta | undefined, key: string): meta is SeedMeta {
  if (!meta || meta.key !== key || !Array.isArray(meta.migrations)) return false;
  const current = migrationTags();
  return meta.migrations.every((tag, i) => current[i] === tag);
}

async function seedInto(
  target: DatabaseTarget,
  plan: SeedPlan,
  key: string,
  concurrency: number,
  progress: (m: string) => void,
) {
  const handle = await openDatabase(target);
  const result = await seed(handle.db, plan, { concurrency, progress });
  const meta: SeedMeta = {
    key,
    directorId: result.directorId,
    bigCenterId: result.bigCenterId,
    bigCenterName: centerName(0),
    seededAt: new Date().toISOString(),
    migrations: migrationTags(),
    seconds: result.seconds,
  };
  return { handle, meta };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function seedNote(meta: SeedMeta, fresh: boolean, extra: string): string {
  const s = meta.seconds;
  const how = `${seconds(s.accounts * 1000)} accounts, ${seconds(s.participants * 1000)} PIDs, ${seconds(s.surveys * 1000)} surveys`;
  return fresh
    ? `seeded in this run (${how}); ${extra}`
    : `seed reused from ${meta.seededAt.slice(0, 16).replace('T', ' ')} UTC (it took ${how}); ${extra}`;
}

export async function preparePglite(plan: SeedPlan, progress: (m: string) => void): Promise<BenchDatabase> {
  const key = seedKey('pglite', plan);
  const tarball = path.join(cacheDir, `${key}.tar.gz`);
  const metaFile = path.join(cacheDir, `${key}.json`);
  let fresh = false;
  const cached = fs.existsSync(metaFile) ? (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SeedMeta) : undefined;
  if (!usable(cached, key) || !fs.existsSync(tarball)) {
    progress(`PGlite: seeding in memory (${key}); kept in ${path.relative(repoRoot, cacheDir)}/ for later runs`);
    const { handle, meta } = await seedInto({ kind: 'pglite', dataDir: undefined }, plan, key, 1, progress);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await handle.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(`${tarball}.partial`, dump);
    fs.renameSync(`${tarball}.partial`, tarball);
    fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
    fresh = true;
  }
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SeedMeta;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-bench-'));
  const twinDir = `${dataDir}-yardstick`;
  const started = performance.now();
  const unpacked = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([fs.readFileSync(tarball)]),
  });
  await unpacked.close();
  return {
    kind: 'pglite',
    label: `PGlite ${await pgliteVersion()} (embedded, one process)`,
    serverEnv: { DATA_DIR: dataDir },
    async yardstickEnv() {
      fs.cpSync(dataDir, twinDir, { recursive: true, filter: (source) => path.basename(source) !== 'romtrack.lock' });
      return { BENCH_PGLITE_DIR: twinDir };
    },
    target: { kind: 'pglite', dataDir },
    meta,
    note: seedNote(meta, fresh, `unpacked into a fresh temporary DATA_DIR in ${seconds(performance.now() - started)}`),
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(twinDir, { recursive: true, force: true });
    },
  };
}

async function pgliteVersion(): Promise<string> {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function preparePostgres(
  adminUrl: string,
  plan: SeedPlan,
  mode: string,
  progress: (m: string) => void,
): Promise<BenchDatabase> {
  const key = seedKey('postgres', plan);
  const seedName = mode === 'quick' ? 'romtrack_bench_quick' : 'romtrack_bench';
  const runName = `${seedName}_run`;
  const version = await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ v: string }>(`select current_setting('server_version') as v`);
    return rows[0]?.v ?? '?';
  });
  const existing = await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [seedName],
    );
    try {
      const meta = rows[0]?.comment ? (JSON.parse(rows[0].comment) as SeedMeta) : undefined;
      return usable(meta, key) ? meta : undefined;
    } catch {
      return undefined;
    }
  });
  let meta = existing;
  if (!meta) {
    progress(`PostgreSQL: seeding ${seedName} (${key}); kept for later runs`);
    await withAdmin(adminUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${seedName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${seedName}`);
    });
    const seeded = await seedInto({ kind: 'postgres', url: withDatabase(adminUrl, seedName) }, plan, key, 4, progress);
    await seeded.handle.db.execute(sql`VACUUM ANALYZE`);
    await seeded.handle.close();
    meta = seeded.meta;
    // The key goes in last: a seed interrupted half-way is never taken for a finished one.
    const comment = JSON.stringify(meta);
    await withAdmin(adminUrl, (admin) =>
      admin.query(`COMMENT ON DATABASE ${seedName} IS ${admin.escapeLiteral(comment)}`),
    );
  }
  const started = performance.now();
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${runName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${runName} TEMPLATE ${seedName}`);
  });
  const url = withDatabase(adminUrl, runName);
  return {
    kind: 'postgres',
    label: `PostgreSQL ${version} (local, pool of 10)`,
    serverEnv: { DATABASE_URL: url },
    yardstickEnv: async () => ({ BENCH_POSTGRES_URL: url }),
    target: { kind: 'postgres', url },
    meta,
    note: seedNote(
      meta,
      !existing,
      `copied to ${runName} (CREATE DATABASE ... TEMPLATE) in ${seconds(performance.now() - started)}, dropped after`,
    ),
    async cleanup() {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${runName} WITH (FORCE)`));
    },
  };
}

/**
 * Every participant id, in a fixed order. Opening through the product's openDatabase also
 * applies migrations newer than the seed, before any server starts.
 */
export async function participantIds(target: DatabaseTarget): Promise<{ id: string; centerId: string }[]> {
  const handle = await openDatabase(target);
  try {
    return await queryRows<{ id: string; centerId: string }>(
      handle.db,
      sql`select id, center_id as "centerId" from participants order by id`,
    );
  } finally {
    await handle.close();
  }
}

/** Opens a survey link for each participant through the product's createSurveyLink. */
export async function openLinks(
  target: DatabaseTarget,
  ids: readonly string[],
  concurrency: number,
): Promise<string[]> {
  const handle = await openDatabase(target);
  try {
    const tokens: string[] = new Array<string>(ids.length);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const i = next++;
        tokens[i] = (await createSurveyLink(handle.db, ids[i]!, systemClock, SEEDER)).token;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return tokens;
  } finally {
    await handle.close();
  }
}
