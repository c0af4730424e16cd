import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Helpers the specs share (not part of the application: feature-folders.spec skips `*spec-support.ts`). */

/** A deterministic pseudo-random generator (mulberry32): the same seed gives the same draws on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The application's source files below `root` (no specs), with their text: for specs that check a rule over all of src. */
export function sourceFiles(root: string): Array<{ path: string; text: string }> {
  const files: Array<{ path: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.endsWith('spec-support.ts')) files.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return files;
}
