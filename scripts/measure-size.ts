/**
 * `npm run size`: what each page of the built web client makes the browser download, from
 * Vite's manifests (apps/web/dist/.vite/: one per page, each page being its own build). For each page: the entry and its static
 * imports (loaded up front), then each lazy chunk with only the bytes it adds. A bare React
 * page built with the same Vite and React plugin gives the floor to compare against.
 * Writes the numbers to docs/benchmarks.md under "## Page weight".
 *
 * Usage: tsx scripts/measure-size.ts [--dist <dir>] [--no-write]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import * as prettier from 'prettier';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const benchmarksFile = path.join(repoRoot, 'docs/benchmarks.md');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Weight {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
}

function argValue(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Every file a chunk needs before it runs: itself, its static imports (recursively), their CSS. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function weigh(distDir: string, files: Iterable<string>): Weight {
  const weight: Weight = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    // Level 9, as Vite's own build report measures.
    const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
    const bucket = file.endsWith('.css') ? weight.css : file.endsWith('.js') ? weight.js : null;
    if (!bucket) continue;
    bucket.raw += bytes.length;
    bucket.gzip += gzip;
    bucket.files += 1;
  }
  return weight;
}

interface Row {
  page: string;
  what: string;
  weight: Weight;
}

/**
 * The staff page's entry (apps/web/src/boot.ts) is a small script that imports the app itself
 * lazily, at once as the page opens, so the app counts as loaded up front. (The participant
 * page's lazy imports are made only when needed: a language, the chart.)
 */
const STAFF_APP = 'src/main.tsx';

/** What a page loads before its first screen: the entry and its static imports, and `alsoAtOnce` with theirs. */
function upFrontFiles(manifest: Manifest, entryKey: string, alsoAtOnce: string[] = []): Set<string> {
  const files = staticClosure(manifest, entryKey);
  for (const key of alsoAtOnce) {
    if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}.`);
    staticClosure(manifest, key, files);
  }
  return files;
}

/** Rows for one HTML entry: the up-front load, then each lazy chunk's additional bytes. */
function rowsFor(
  distDir: string,
  manifest: Manifest,
  entryKey: string,
  page: string,
  entryLabel: string,
  alsoAtOnce: string[] = [],
): Row[] {
  const upFront = upFrontFiles(manifest, entryKey, alsoAtOnce);
  const rows: Row[] = [{ page, what: entryLabel, weight: weigh(distDir, upFront) }];
  const lazyKeys = new Set<string>();
  const collect = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const d of chunk?.dynamicImports ?? []) lazyKeys.add(d);
    for (const i of chunk?.imports ?? []) collect(i, seen);
  };
  collect(entryKey);
  // Lazy chunks of lazy chunks (the staff routes nest) count too.
  for (const key of lazyKeys) collect(key);
  for (const key of [...lazyKeys].sort()) {
    const extra = [...staticClosure(manifest, key)].filter((f) => !upFront.has(f));
    // Nothing beyond the up-front load: loaded at start (the staff app), or the page itself.
    if (extra.length > 0) rows.push({ page, what: `lazy: ${key}`, weight: weigh(distDir, extra) });
  }
  return rows;
}

/** Staff addresses whose whole load is worth a row of its own: the login page and the audited pages. */
const STAFF_ROUTES = ['/', '/manager/pid-browser', '/admin/graph-browser'];

/**
 * Everything the browser loads to show a staff address: the up-front files, and the chunks of
 * each route the address matches in the route table (apps/web/src/app/route-table.ts), with
 * their static imports. Each route's chunk is read off its loader's `import(...)`.
 */
async function staffRouteRows(distDir: string, manifest: Manifest): Promise<Row[]> {
  const { matchRoutes } = await import('react-router');
  // Loaded by address, so that this script's typecheck does not take in the web client's JSX.
  const routeTable = pathToFileURL(path.join(webRoot, 'src/app/route-table.ts')).href;
  // Its routes carry `screen` (the loader) where React Router's would have `lazy`; matched alike.
  type StaffRoute = import('react-router').RouteObject & { screen: () => Promise<unknown> };
  const { staffRoutes } = (await import(routeTable)) as { staffRoutes: StaffRoute[] };
  const appDir = path.join(webRoot, 'src/app');
  return STAFF_ROUTES.map((address) => {
    const files = upFrontFiles(manifest, 'index.html', [STAFF_APP]);
    for (const { route } of matchRoutes(staffRoutes, address) ?? []) {
      const specifier = /import\((['"`])(.+?)\1\)/.exec(String(route.screen))?.[2];
      if (!specifier) continue;
      const key = path.relative(webRoot, path.resolve(appDir, specifier)).split(path.sep).join('/');
      if (!manifest[key]) throw new Error(`No chunk for ${key} (route ${address}) in the manifest.`);
      staticClosure(manifest, key, files);
    }
    return { page: 'staff', what: `all of ${address}`, weight: weigh(distDir, files) };
  });
}

/** Builds `createRoot(...).render(<p>hi</p>)` with the repo's Vite and React plugin. */
async function bareReactWeight(): Promise<Weight> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-bare-react-'));
  try {
    // The temporary page resolves react and vite from the repository's node_modules.
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
    );
    fs.writeFileSync(
      path.join(dir, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>hi</p>);\n",
    );
    const requireFromWeb = createRequire(path.join(webRoot, 'package.json'));
    const vite = (await import(pathToFileURL(requireFromWeb.resolve('vite')).href)) as typeof import('vite');
    const reactPlugin = (await import(pathToFileURL(requireFromWeb.resolve('@vitejs/plugin-react')).href)) as {
      default: () => import('vite').PluginOption;
    };
    await vite.build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [reactPlugin.default()],
      build: { outDir: path.join(dir, 'dist'), manifest: true, emptyOutDir: true },
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
    return weigh(path.join(dir, 'dist'), staticClosure(manifest, 'index.html'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The package a bundled module comes from, or "ROMtrack" for the repository's own code. */
function packageOf(moduleId: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  return match ? match[1]! : 'ROMtrack (apps/web, packages/*)';
}

interface PackageShare {
  name: string;
  /** Estimated gzip bytes: each file's gzip size shared among its modules by their bundled size. */
  gzip: number;
}

/**
 * What the JavaScript files in `files` are made of, by package, from the build's module list
 * (apps/web/vite.config.ts moduleWeights). Gzip cannot be split exactly between the modules of
 * one file, so each file's gzip size is shared among its modules in proportion to their size
 * before minifying: an estimate, good to a few percent.
 */
function packageShares(distDir: string, weightsFile: string, files: Iterable<string>): PackageShare[] {
  const weights = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', weightsFile), 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const shares = new Map<string, number>();
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const modules = weights[file];
    if (!modules) throw new Error(`${weightsFile} has no modules for ${file}: rebuild (npm run build).`);
    const gzip = weigh(distDir, [file]).js.gzip;
    const total = Object.values(modules).reduce((sum, length) => sum + length, 0);
    for (const [id, length] of Object.entries(modules)) {
      const name = packageOf(id);
      shares.set(name, (shares.get(name) ?? 0) + (total ? (gzip * length) / total : 0));
    }
  }
  return [...shares].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The packages of a page's up-front script, the largest first, the smallest summed in one row. */
function packageRows(shares: PackageShare[], shown = 10): string[] {
  const total = shares.reduce((sum, s) => sum + s.gzip, 0);
  const rest = shares.slice(shown);
  const rows = [
    ...shares.slice(0, shown),
    ...(rest.length ? [{ name: `${rest.length} others`, gzip: rest.reduce((sum, s) => sum + s.gzip, 0) }] : []),
  ];
  return rows.map((s) => `| ${s.name} | ${kb(s.gzip)} | ${((100 * s.gzip) / total).toFixed(0)}% |`);
}

function markdownSection(
  rows: Row[],
  bare: Weight,
  surveyJsGzip: number,
  staffShares: PackageShare[],
  date: string,
  sha: string,
): string {
  const lines = [
    '## Page weight',
    '',
    `Measured ${date} at commit \`${sha}\` with \`npm run size\` (production build; gzip level 9, as Vite reports;`,
    'the server sends the brotli or gzip copy the build writes beside each file, so what travels is at most the gzip column).',
    'A page loads its entry and its static imports up front (the staff page also the app, which its first script imports at once);',
    'a lazy row counts what that chunk adds beyond that; an "all of" row is everything one address loads, the opened screen\'s code included.',
    'KiB = 1024 bytes.',
    '',
    '| page | what | JS gzip KiB | JS raw KiB | CSS gzip KiB | files |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.what} | ${kb(r.weight.js.gzip)} | ${kb(r.weight.js.raw)} | ${kb(r.weight.css.gzip)} | ${r.weight.js.files + r.weight.css.files} |`,
    ),
    `| bare React | \`createRoot(...).render(<p>hi</p>)\`, same Vite and plugin | ${kb(bare.js.gzip)} | ${kb(bare.js.raw)} | ${kb(bare.css.gzip)} | ${bare.js.files + bare.css.files} |`,
    '',
    `Participant survey page (/survey/{token}) against bare React, gzipped JS: ${(surveyJsGzip / bare.js.gzip).toFixed(2)}x` +
      ` (${kb(surveyJsGzip - bare.js.gzip)} KiB over React itself). Budget: under 100 KB (100,000 bytes) of gzipped JS.`,
    '',
    "What the staff page's up-front script is made of, by package (estimated: each file's gzip size shared among its",
    'modules in proportion to their bundled size, from the module list the build writes):',
    '',
    '| package | JS gzip KiB (estimated) | share |',
    '| --- | ---: | ---: |',
    ...packageRows(staffShares),
    '',
  ];
  return lines.join('\n');
}

async function writeSection(section: string): Promise<void> {
  const existing = fs.existsSync(benchmarksFile) ? fs.readFileSync(benchmarksFile, 'utf8') : '# Benchmarks\n';
  const start = existing.search(/^## Page weight\s*$/m);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${section}`;
  } else {
    const after = existing.slice(start + 1).search(/^## /m);
    const end = after === -1 ? existing.length : start + 1 + after;
    next = `${existing.slice(0, start)}${section}${end < existing.length ? `\n${existing.slice(end)}` : ''}`;
  }
  fs.mkdirSync(path.dirname(benchmarksFile), { recursive: true });
  // Formatted as `npm run format` would, so the file stays stable between the two.
  const options = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  fs.writeFileSync(benchmarksFile, await prettier.format(next, { ...options, parser: 'markdown' }));
}

async function main(): Promise<void> {
  const distDir = path.resolve(argValue('--dist') ?? path.join(webRoot, 'dist'));
  // The two pages are separate builds (apps/web/vite.config.ts), each with its own manifest.
  const readManifest = (name: string, entry: string): Manifest => {
    const file = path.join(distDir, '.vite', name);
    if (!fs.existsSync(file)) {
      throw new Error(`No Vite manifest at ${file}: build the web client first (npm run build).`);
    }
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    if (!manifest[entry]) throw new Error(`The manifest ${name} has no entry ${entry}.`);
    return manifest;
  };
  const staff = readManifest('manifest.json', 'index.html');
  const participant = readManifest('participant-manifest.json', 'participant.html');
  const rows = [
    ...rowsFor(distDir, participant, 'participant.html', 'participant', '/survey/{token}, /demo, /consent: entry'),
    ...rowsFor(distDir, staff, 'index.html', 'staff', 'up front (index.html, boot.ts and the app it imports at once)', [
      STAFF_APP,
    ]),
    ...(await staffRouteRows(distDir, staff)),
  ];
  const bare = await bareReactWeight();
  const survey = rows[0]!.weight;
  const staffShares = packageShares(distDir, 'module-weights.json', upFrontFiles(staff, 'index.html', [STAFF_APP]));

  const width = Math.max(...rows.map((r) => r.what.length), 20);
  console.log(
    `${'page'.padEnd(12)}${'what'.padEnd(width + 2)}${'JS gzip'.padStart(10)}${'JS raw'.padStart(10)}${'CSS gzip'.padStart(10)}`,
  );
  for (const r of [...rows, { page: 'bare React', what: '<p>hi</p>', weight: bare }]) {
    console.log(
      `${r.page.padEnd(12)}${r.what.padEnd(width + 2)}${`${kb(r.weight.js.gzip)} KiB`.padStart(10)}${`${kb(r.weight.js.raw)} KiB`.padStart(10)}${`${kb(r.weight.css.gzip)} KiB`.padStart(10)}`,
    );
  }
  console.log(
    `\n/survey/{token} JS (gzip) is ${(survey.js.gzip / bare.js.gzip).toFixed(2)}x a bare React page; budget 100 KB (100,000 bytes): ${survey.js.gzip < 100_000 ? 'within' : 'OVER'}.`,
  );
  console.log("\nThe staff page's up-front script by package (gzip, estimated):");
  for (const share of staffShares) console.log(`${share.name.padEnd(36)}${`${kb(share.gzip)} KiB`.padStart(10)}`);

  if (!process.argv.includes('--no-write')) {
    const date = new Date().toISOString().slice(0, 10);
    await writeSection(markdownSection(rows, bare, survey.js.gzip, staffShares, date, commit()));
    console.log(`Written to ${path.relative(repoRoot, benchmarksFile)} (## Page weight).`);
  }
}

await main();
