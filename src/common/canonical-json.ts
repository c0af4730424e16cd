/**
 * JSON with object keys sorted at every level: two bodies that differ only in key order serialise the same, so
 * the idempotency check compares what a request means, not how its client ordered the keys. Arrays keep their
 * order (it is meaningful). Bodies reach this after the depth limit (json-body-policy), so recursion is bounded.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
  return out;
}
