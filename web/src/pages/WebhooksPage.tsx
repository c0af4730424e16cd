import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../api';
import { formatDateTime } from '../format';

interface Webhook {
  id: string;
  url: string;
  events: string[];
  isActive: boolean;
  createdAt: string;
}

interface Delivery {
  id: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  history: Array<{ attempt: number; statusCode: number | null; durationMs: number | null; errorCode: string | null; error: string | null; at: string }>;
}

const EVENTS: Record<string, string> = {
  'invoice.completed': 'Comprobante emitido',
  'invoice.failed': 'Comprobante rechazado',
  'batch.completed': 'Lote terminado',
  'draft.review_required': 'Borrador para revisar',
  'delegation.completed': 'Delegación completada',
};
const DELIVERY_STATUS: Record<string, string> = { pending: 'Pendiente', delivered: 'Entregada', failed: 'Fallida', paused: 'En pausa' };

/** Webhooks of the environment: create, pause, and the dashboard-only secret and delivery history. */
export function WebhooksPage() {
  const [hooks, setHooks] = useState<Webhook[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['invoice.completed']);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const load = useCallback(() => api.get<Webhook[] | { webhooks: Webhook[] }>('/webhooks').then((r) => setHooks(Array.isArray(r) ? r : r.webhooks), () => setError('No se pudieron cargar los webhooks.')), []);
  useEffect(() => void load(), [load]);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const r = await api.post<Webhook & { secret: string }>('/webhooks', { url, events });
      setCreated(r.secret);
      setUrl('');
      setOpen(r.id);
      await load();
    } catch (e) {
      setError(e instanceof ApiError ? (e.body.message ?? 'No se pudo crear.') : 'No se pudo crear.');
    }
  };

  return (
    <section className="narrow-page wide-page">
      <h1>Webhooks</h1>
      <p className="muted">Avisos firmados a tu sistema cuando pasan cosas en este entorno. El secreto de firma y el historial de entregas solo se ven acá.</p>
      {error && <p className="form-error">{error}</p>}
      {hooks.length === 0 ? (
        <div className="empty"><p>No hay webhooks en este entorno.</p></div>
      ) : (
        <div className="hook-list">
          {hooks.map((h) => (
            <article key={h.id} className={`hook${open === h.id ? ' open' : ''}`}>
              <button type="button" className="hook-head" aria-expanded={open === h.id} onClick={() => setOpen(open === h.id ? null : h.id)}>
                <span className="mono ellipsis hook-url">{h.url}</span>
                <span className="muted small">{h.events.map((e) => EVENTS[e] ?? e).join(' · ')}</span>
                <span className={`badge ${h.isActive ? 'badge-issued' : 'badge-rejected'}`}>{h.isActive ? 'Activo' : 'En pausa'}</span>
              </button>
              {open === h.id && <WebhookDetail hook={h} initialSecret={created} onChanged={load} />}
            </article>
          ))}
        </div>
      )}
      <form className="stack-form" onSubmit={create}>
        <h2>Nuevo webhook</h2>
        <label className="field"><span>URL (https)</span><input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://mi-sistema.example/avisos" /></label>
        <fieldset className="checks">
          <legend className="muted small">Eventos</legend>
          {Object.entries(EVENTS).map(([value, label]) => (
            <label key={value} className="check">
              <input type="checkbox" checked={events.includes(value)} onChange={(e) => setEvents((list) => (e.target.checked ? [...list, value] : list.filter((x) => x !== value)))} />
              {label} <code className="muted small">{value}</code>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button primary" disabled={!events.length}>Crear</button>
      </form>
    </section>
  );
}

function WebhookDetail({ hook, initialSecret, onChanged }: { hook: Webhook; initialSecret: string | null; onChanged(): void }) {
  const [secret, setSecret] = useState<string | null>(initialSecret);
  const [confirming, setConfirming] = useState(false);
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);

  const loadDeliveries = useCallback(
    () => api.get<{ deliveries: Delivery[] }>(`/webhooks/${hook.id}/deliveries`).then((r) => setDeliveries(r.deliveries), () => setDeliveries([])),
    [hook.id],
  );
  useEffect(() => {
    void loadDeliveries();
    const timer = setInterval(loadDeliveries, 3000);
    return () => clearInterval(timer);
  }, [loadDeliveries]);

  const reveal = async () => setSecret((await api.get<{ secret: string }>(`/webhooks/${hook.id}/secret`)).secret);
  const rotate = async () => {
    setConfirming(false);
    setSecret((await api.post<{ secret: string }>(`/webhooks/${hook.id}/secret/rotate`)).secret);
  };
  const toggle = async () => {
    await api.put(`/webhooks/${hook.id}`, { isActive: !hook.isActive });
    onChanged();
  };

  return (
    <div className="hook-body">
      <div className="secret-row">
        <span className="muted small">Secreto de firma</span>
        {secret ? <code className="full-key" data-testid="webhook-secret">{secret}</code> : <code className="full-key muted">whsec_••••••••••••••••</code>}
        {!secret && <button type="button" className="button small" onClick={() => void reveal()}>Mostrar</button>}
        {confirming ? (
          <span className="confirm">
            El secreto actual deja de valer al instante. <button type="button" className="button danger small" onClick={() => void rotate()}>Sí, rotar</button>{' '}
            <button type="button" className="button small" onClick={() => setConfirming(false)}>Cancelar</button>
          </span>
        ) : (
          <button type="button" className="button small" onClick={() => setConfirming(true)}>Rotar…</button>
        )}
        <span className="spacer" />
        <button type="button" className="button small" onClick={() => void toggle()}>{hook.isActive ? 'Pausar' : 'Reanudar'}</button>
      </div>
      <h2>Entregas</h2>
      {deliveries === null ? (
        <p className="muted">Cargando…</p>
      ) : deliveries.length === 0 ? (
        <p className="muted">Todavía no hubo entregas.</p>
      ) : (
        <table className="table deliveries">
          <thead><tr><th>Evento</th><th>Estado</th><th>Intentos</th><th>Último intento</th><th /></tr></thead>
          <tbody>
            {deliveries.map((d) => {
              const last = d.history[d.history.length - 1];
              return (
                <tr key={d.id}>
                  <td>{EVENTS[d.eventType] ?? d.eventType}</td>
                  <td><span className={`badge badge-${d.status === 'delivered' ? 'issued' : d.status === 'failed' ? 'failed' : 'extracting'}`}>{DELIVERY_STATUS[d.status] ?? d.status}</span></td>
                  <td>
                    {d.history.map((a) => (
                      <span key={a.attempt} className={`attempt ${a.statusCode && a.statusCode < 300 ? 'ok' : 'bad'}`} title={`${formatDateTime(a.at)} · ${a.durationMs ?? '?'} ms${a.error ? ` · ${a.error}` : ''}`}>
                        {a.statusCode ?? a.errorCode ?? 'error'}
                      </span>
                    ))}
                  </td>
                  <td>{last ? formatDateTime(last.at) : '—'}</td>
                  <td className="num">
                    <button
                      type="button"
                      className="button small"
                      onClick={() => void api.post(`/webhooks/${hook.id}/deliveries/${d.id}/redeliver`).then(loadDeliveries)}
                    >
                      Reenviar
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
