/**
 * What the benchmark and the page audit write down beside their numbers: the machine, the
 * commit, the load, and their own sections of docs/benchmarks.md (other sections are kept).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const benchmarksFile = path.join(repoRoot, 'docs/benchmarks.md');

export function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export function machine(): string {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    const line = fs
      .readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpu = line.split(':')[1]!.trim();
  } catch {
    // Not Linux: os.cpus() named it already.
  }
  const memory = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${cpu}, ${os.availableParallelism()} cores, ${memory} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Replaces the section headed `## title` (up to the next `## `), or appends it. */
export async function writeSection(title: string, section: string): Promise<void> {
  const existing = fs.existsSync(benchmarksFile) ? fs.readFileSync(benchmarksFile, 'utf8') : '# Benchmarks\n';
  const heading = new RegExp(`^## ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm');
  const start = existing.search(heading);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${section}`;
  } else {
    const after = existing.slice(start + 1).search(/^## /m);
    const end = after === -1 ? existing.length : start + 1 + after;
    next = `${existing.slice(0, start)}${section}${end < existing.length ? `\n${existing.slice(end)}` : ''}`;
  }
  // Formatted as `npm run format` would, so the file stays stable between the two.
  const options = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  fs.writeFileSync(benchmarksFile, await prettier.format(next, { ...options, parser: 'markdown' }));
}

export function relativeToRepo(file: string): string {
  return path.relative(repoRoot, file);
}
