import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type Cuit, type Draft, type DraftStatus, type Environment } from '../api';
import { StatusBadge } from '../components/StatusBadge';
import { UploadBox } from '../components/UploadBox';
import { formatAge, formatMoney, SOURCE_LABELS, STATUS_LABELS } from '../format';
import { navigate, usePath } from '../router';

const TABS: Array<DraftStatus | 'all'> = ['review_required', 'extracting', 'failed', 'issuing', 'issued', 'rejected', 'all'];
const REFRESH_MS = 4000;

export function cuitLabel(cuits: Cuit[], id: string | null): string {
  if (!id) return '—';
  const cuit = cuits.find((c) => c.id === id);
  return cuit?.number ?? cuit?.cuit ?? '—';
}

/** The review queue: oldest first, counts per status, refreshed while open. */
export function InboxPage({ environment }: { environment: Environment }) {
  const path = usePath();
  const status = (new URLSearchParams(path.split('?')[1] ?? '').get('estado') ?? 'review_required') as DraftStatus | 'all';
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [cuits, setCuits] = useState<Cuit[]>([]);
  const [selected, setSelected] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const table = useRef<HTMLTableSectionElement>(null);

  const load = useCallback(async () => {
    try {
      const query = status === 'all' ? 'order=asc&limit=100' : `status=${status}&order=asc&limit=100`;
      const [list, count] = await Promise.all([
        api.get<{ drafts: Draft[] }>(`/documents/drafts?${query}`),
        api.get<{ counts: Record<string, number> }>('/documents/drafts/counts'),
      ]);
      setDrafts(list.drafts);
      setCounts(count.counts);
      setError(null);
    } catch {
      setError('No se pudo cargar la bandeja; se reintenta sola.');
    }
  }, [status]);

  useEffect(() => {
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  useEffect(() => {
    api.get<Cuit[] | { cuits: Cuit[] }>('/cuits').then((r) => setCuits(Array.isArray(r) ? r : r.cuits), () => undefined);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!drafts?.length || isTyping(event)) return;
      if (event.key === 'j' || event.key === 'ArrowDown') setSelected((i) => Math.min(drafts.length - 1, i + 1));
      else if (event.key === 'k' || event.key === 'ArrowUp') setSelected((i) => Math.max(0, i - 1));
      else if (event.key === 'Enter') navigate(`/drafts/${drafts[Math.min(selected, drafts.length - 1)]!.id}`);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drafts, selected]);

  useEffect(() => {
    table.current?.querySelector<HTMLElement>(`[data-index="${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <section className="inbox">
      <div className="page-head">
        <div>
          <h1>Bandeja de borradores</h1>
          <p className="muted">
            {environment === 'production' ? 'Producción: los comprobantes que apruebes tienen validez fiscal.' : 'Pruebas: homologación, sin validez fiscal.'} Los más antiguos primero.
          </p>
        </div>
        <UploadBox onUploaded={load} />
      </div>
      <div className="tabs" role="tablist" aria-label="Estado">
        {TABS.map((tab) => (
          <button
            key={tab}
            role="tab"
            type="button"
            aria-selected={status === tab}
            className={`tab${status === tab ? ' active' : ''}`}
            onClick={() => {
              setSelected(0);
              navigate(tab === 'review_required' ? '/' : `/?estado=${tab}`, { replace: true });
            }}
          >
            {tab === 'all' ? 'Todos' : STATUS_LABELS[tab]}
            <span className={`count${tab === 'review_required' && (counts[tab] ?? 0) > 0 ? ' attention' : ''}`}>{tab === 'all' ? total : (counts[tab] ?? 0)}</span>
          </button>
        ))}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      {drafts === null ? (
        <p className="muted">Cargando…</p>
      ) : drafts.length === 0 ? (
        <div className="empty">
          <p>{status === 'review_required' ? 'No hay borradores para revisar. ¡Todo al día!' : 'No hay borradores en este estado.'}</p>
        </div>
      ) : (
        <table className="table drafts-table">
          <thead>
            <tr>
              <th>Estado</th>
              <th>Receptor</th>
              <th>Origen</th>
              <th>Plantilla</th>
              <th>CUIT emisor</th>
              <th className="num">Total</th>
              <th className="num">Confianza</th>
              <th>Antigüedad</th>
            </tr>
          </thead>
          <tbody ref={table}>
            {drafts.map((draft, index) => (
              <tr
                key={draft.id}
                data-index={index}
                className={index === selected ? 'selected' : ''}
                onClick={() => navigate(`/drafts/${draft.id}`)}
                onMouseEnter={() => setSelected(index)}
              >
                <td><StatusBadge status={draft.status} /></td>
                <td>
                  <a href={`/app/drafts/${draft.id}`} onClick={(e) => e.preventDefault()} className="row-link">
                    {draft.data.receiver.name ?? <span className="muted">Sin receptor</span>}
                  </a>
                  {draft.issues.length > 0 && <span className="issue-count" title={draft.issues.map((i) => i.message).join('\n')}>{draft.issues.length} {draft.issues.length === 1 ? 'observación' : 'observaciones'}</span>}
                </td>
                <td>
                  <span className="source">{SOURCE_LABELS[draft.source] ?? draft.source}</span>
                  <span className="muted small ellipsis" title={draft.sourceRef ?? ''}>{draft.fileName ?? draft.sourceRef ?? ''}</span>
                </td>
                <td>{draft.templateName ?? <span className="muted">—</span>}</td>
                <td className="mono">{cuitLabel(cuits, draft.cuitId)}</td>
                <td className="num">{formatMoney(draft.total)}</td>
                <td className="num"><Confidence value={draft.confidence} /></td>
                <td title={new Date(draft.createdAt).toLocaleString('es-AR')}>{formatAge(draft.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="shortcuts muted small">Atajos: <kbd>j</kbd>/<kbd>k</kbd> moverse · <kbd>Enter</kbd> abrir</p>
    </section>
  );
}

function Confidence({ value }: { value: number | null }) {
  if (value === null) return <span className="muted">—</span>;
  const level = value >= 0.9 ? 'high' : value >= 0.6 ? 'mid' : 'low';
  return <span className={`confidence confidence-${level}`}>{Math.round(value * 100)} %</span>;
}

export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable);
}
