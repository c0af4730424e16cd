import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** docs/errors.md: code → the statuses its rows give it. */
function documentedCodes(): Map<string, Set<number>> {
  const documented = new Map<string, Set<number>>();
  for (const line of readFileSync(join(ROOT, 'docs', 'errors.md'), 'utf8').split('\n')) {
    const row = /^\| (\d{3}) \| ([^|]+) \|/.exec(line);
    if (!row) continue;
    for (const [, code] of row[2]!.matchAll(/`([A-Za-z_]+)`/g)) {
      if (!documented.has(code!)) documented.set(code!, new Set());
      documented.get(code!)!.add(Number(row[1]));
    }
  }
  return documented;
}

// Issue 15: "codes that differ from docs/errors.md". Every code an HTTP answer can carry is in the table, with its status.
describe('error codes and docs/errors.md', () => {
  it('documents every AppError code the source raises, with the status it is raised with', () => {
    const documented = documentedCodes();
    const raised: Array<{ code: string; status: number; file: string }> = [];
    for (const file of sources(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, status, code] of text.matchAll(/new AppError\(\s*(\d{3}),\s*'([A-Za-z_]+)'/g)) raised.push({ code: code!, status: Number(status), file: file.slice(ROOT.length + 1) });
    }
    // Ingestion failures: one status per code in their table.
    const ingestion = readFileSync(join(ROOT, 'src/documents/ingestion/ingestion.errors.ts'), 'utf8');
    const table = /const STATUS[^{]*\{([^}]*)\}/.exec(ingestion)![1]!;
    for (const [, code, status] of table.matchAll(/(\w+): (\d{3})/g)) raised.push({ code: code!, status: Number(status), file: 'ingestion.errors.ts' });
    // The filter's codes for framework errors.
    const filter = readFileSync(join(ROOT, 'src/common/error.filter.ts'), 'utf8');
    for (const [, status, code] of filter.matchAll(/(\d{3}): \{ code: '([a-z_]+)'/g)) raised.push({ code: code!, status: Number(status), file: 'error.filter.ts' });
    expect(raised.length).toBeGreaterThan(40);
    const wrong = raised
      .filter(({ code, status }) => status < 500 || code !== 'ocr_failed') // ocr_failed never reaches HTTP: the queue retries it
      .filter(({ code, status }) => !documented.get(code)?.has(status))
      .map(({ code, status, file }) => `${status} ${code} (${file}) — docs/errors.md says ${[...(documented.get(code) ?? [])].join(', ') || 'nothing'}`);
    expect(wrong).toEqual([]);
  });
});
