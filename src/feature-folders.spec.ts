import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Value imports (not `import type`) between the top folders of src/, from the files that make them. */
function folderImports(root: string): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.endsWith('spec-support.ts')) {
        const from = relative(root, path).split('/')[0]!;
        for (const m of readFileSync(path, 'utf8').matchAll(/^(?:import|export)\s(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
          const to = relative(root, resolve(dirname(path), m[1]!)).split('/')[0]!;
          if (to === from || to.startsWith('..') || !statSync(join(root, to), { throwIfNoEntry: false })?.isDirectory()) continue;
          const targets = edges.get(from) ?? new Map<string, string[]>();
          edges.set(from, targets.set(to, [...(targets.get(to) ?? []), relative(root, path)]));
        }
      }
    }
  };
  walk(root);
  return edges;
}

/** Every cycle between folders, as the sorted folder names of each strongly connected component (Tarjan). */
function folderCycles(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) {
        component.push(w);
        if (w === v) break;
      }
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles.sort();
}

describe('feature folders', () => {
  const edges = folderImports(__dirname);

  it('platform folders import no feature folder (STYLE.md 2)', () => {
    const platform = ['common', 'config', 'db', 'queue', 'events'];
    const features = ['accounts', 'cuits', 'documents', 'email', 'imports', 'invoicing', 'reports', 'taxauth', 'webhooks', 'dashboard', 'parameters', 'demo'];
    const leaks = platform.flatMap((p) => [...(edges.get(p)?.keys() ?? [])].filter((to) => features.includes(to)).map((to) => `${p} → ${to}`));
    expect(leaks).toEqual([]);
  });

  it('have no import cycle between them', () => {
    const cycles = folderCycles(edges);
    const describeCycle = (c: string[]) => c.map((a) => c.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} → ${b} (${edges.get(a)!.get(b)!.join(', ')})`)).flat();
    expect(cycles.map(describeCycle)).toEqual([]);
  });
});
