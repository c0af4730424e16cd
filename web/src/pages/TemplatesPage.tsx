import { useEffect, useState } from 'react';
import { api, ApiError, type Cuit } from '../api';
import { AmountInput } from '../components/inputs';
import { CONDICION_IVA, formatMoney, IVA_RATES } from '../format';

interface PriceEntry {
  description: string;
  unitPrice: number;
}
interface Item extends PriceEntry {
  quantity: number;
}
interface TemplateFull {
  id?: string;
  name: string;
  mode: 'manual' | 'automatic';
  cuitId: string | null;
  ptoVta: number | null;
  concepto: 1 | 2 | 3 | null;
  ivaRate: number | null;
  pricesIncludeIva: boolean | null;
  instructions: string | null;
  receiverDocType: 'CUIT' | 'CUIL' | 'DNI' | null;
  receiverDocNumber: string | null;
  receiverName: string | null;
  receiverCondicionIva: number | null;
  receiverEmail: string | null;
  priceList: PriceEntry[];
  items: Item[];
  columnMapping: unknown;
  recurrence: 'monthly' | null;
  dayOfMonth: number | null;
  sendEmail: boolean;
}

const EMPTY: TemplateFull = {
  name: '', mode: 'manual', cuitId: null, ptoVta: null, concepto: null, ivaRate: 21, pricesIncludeIva: false, instructions: null,
  receiverDocType: null, receiverDocNumber: null, receiverName: null, receiverCondicionIva: null, receiverEmail: null,
  priceList: [], items: [], columnMapping: null, recurrence: null, dayOfMonth: null, sendEmail: false,
};
const FIELDS = Object.keys(EMPTY) as Array<keyof TemplateFull>;

/** "descripción;precio" per line (`;` or `,` separated; prices like 1.234,56 or 1234.56); a header row is skipped. */
export function parsePriceCsv(text: string): PriceEntry[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim());
  const separator = rows.some((r) => r.includes(';')) ? ';' : ',';
  const out: PriceEntry[] = [];
  for (const row of rows) {
    const cells = row.split(separator).map((c) => c.trim().replace(/^"|"$/g, '').replace(/""/g, '"'));
    const price = cells[cells.length - 1] ?? '';
    const description = cells.slice(0, -1).join(separator).trim();
    const normalised = price.includes(',') && separator === ';' ? price.replace(/\./g, '').replace(',', '.') : price;
    const unitPrice = Number(normalised.replace(/[$\s]/g, ''));
    if (description && Number.isFinite(unitPrice)) out.push({ description, unitPrice });
  }
  return out;
}

function toCsv(list: PriceEntry[]): string {
  const cell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return ['descripcion;precio', ...list.map((p) => `${cell(p.description)};${String(p.unitPrice).replace('.', ',')}`)].join('\r\n') + '\r\n';
}

export function TemplatesPage() {
  const [templates, setTemplates] = useState<Array<TemplateFull & { id: string }>>([]);
  const [editing, setEditing] = useState<TemplateFull | null>(null);
  const [cuits, setCuits] = useState<Cuit[]>([]);
  const [mappingText, setMappingText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [filter, setFilter] = useState('');

  const load = () => api.get<{ templates: Array<TemplateFull & { id: string }> }>('/documents/templates?limit=100').then((r) => setTemplates(r.templates), () => undefined);
  useEffect(() => {
    void load();
    api.get<Cuit[] | { cuits: Cuit[] }>('/cuits').then((r) => setCuits(Array.isArray(r) ? r : r.cuits), () => undefined);
  }, []);

  const open = (t: TemplateFull) => {
    setEditing(structuredClone(t));
    setMappingText(t.columnMapping ? JSON.stringify(t.columnMapping, null, 2) : '');
    setMessage(null);
  };
  const patch = (update: Partial<TemplateFull>) => setEditing((t) => (t ? { ...t, ...update } : t));

  const save = async () => {
    if (!editing) return;
    let columnMapping: unknown = null;
    try {
      columnMapping = mappingText.trim() ? JSON.parse(mappingText) : null;
    } catch {
      setMessage({ ok: false, text: 'El mapeo de columnas no es JSON válido.' });
      return;
    }
    const body: Record<string, unknown> = {};
    for (const f of FIELDS) body[f] = f === 'columnMapping' ? columnMapping : editing[f];
    try {
      const r = editing.id
        ? await api.patch<{ template: TemplateFull & { id: string } }>(`/documents/templates/${editing.id}`, body)
        : await api.post<{ template: TemplateFull & { id: string } }>('/documents/templates', body);
      open(r.template);
      setMessage({ ok: true, text: 'Plantilla guardada.' });
      await load();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError ? (e.body.message ?? 'No se pudo guardar.') : 'No se pudo guardar.' });
    }
  };

  const remove = async () => {
    if (!editing?.id || !confirm(`¿Borrar la plantilla «${editing.name}»? Los borradores existentes no cambian.`)) return;
    await api.del(`/documents/templates/${editing.id}`);
    setEditing(null);
    await load();
  };

  const importCsv = async (file: File) => {
    const entries = parsePriceCsv(await file.text());
    patch({ priceList: entries });
    setMessage({ ok: true, text: `${entries.length} precios importados de ${file.name}; guardá para aplicarlos.` });
  };
  const exportCsv = () => {
    if (!editing) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([toCsv(editing.priceList)], { type: 'text/csv;charset=utf-8' }));
    a.download = `${editing.name || 'lista'}-precios.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  const shown = editing?.priceList.map((p, i) => ({ p, i })).filter(({ p }) => !filter || p.description.toLowerCase().includes(filter.toLowerCase())) ?? [];
  return (
    <section className="templates">
      <div className="template-list">
        <div className="page-head">
          <h1>Plantillas</h1>
          <button type="button" className="button primary small" onClick={() => open(EMPTY)}>Nueva</button>
        </div>
        <ul>
          {templates.map((t) => (
            <li key={t.id}>
              <button type="button" className={`template-item${editing?.id === t.id ? ' active' : ''}`} onClick={() => open(t)}>
                <strong>{t.name}</strong>
                <span className="muted small">
                  {t.mode === 'automatic' ? 'Automática' : 'Manual'} · {t.priceList.length} precios{t.recurrence ? ' · mensual' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {editing && (
        <form className="template-editor" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <div className="grid">
            <label className="field span-2"><span>Nombre</span><input required maxLength={120} value={editing.name} onChange={(e) => patch({ name: e.target.value })} /></label>
            <label className="field"><span>Modo</span>
              <select value={editing.mode} onChange={(e) => patch({ mode: e.target.value as TemplateFull['mode'] })}>
                <option value="manual">Manual (siempre se revisa)</option>
                <option value="automatic">Automático (emite si no hay dudas)</option>
              </select>
            </label>
            <label className="field"><span>CUIT emisor</span>
              <select value={editing.cuitId ?? ''} onChange={(e) => patch({ cuitId: e.target.value || null })}>
                <option value="">Predeterminado</option>
                {cuits.map((c) => <option key={c.id} value={c.id}>{c.number ?? c.id}</option>)}
              </select>
            </label>
            <label className="field"><span>Punto de venta</span><input inputMode="numeric" value={editing.ptoVta ?? ''} onChange={(e) => patch({ ptoVta: e.target.value ? Number(e.target.value.replace(/\D/g, '')) : null })} /></label>
            <label className="field"><span>Concepto</span>
              <select value={editing.concepto ?? ''} onChange={(e) => patch({ concepto: e.target.value ? (Number(e.target.value) as 1 | 2 | 3) : null })}>
                <option value="">Predeterminado</option><option value="1">Productos</option><option value="2">Servicios</option><option value="3">Productos y servicios</option>
              </select>
            </label>
            <label className="field"><span>IVA</span>
              <select value={editing.ivaRate ?? ''} onChange={(e) => patch({ ivaRate: e.target.value === '' ? null : Number(e.target.value) })}>
                <option value="">—</option>
                {IVA_RATES.map((r) => <option key={r} value={r}>{String(r).replace('.', ',')} %</option>)}
              </select>
            </label>
            <label className="field checkbox"><input type="checkbox" checked={editing.pricesIncludeIva ?? false} onChange={(e) => patch({ pricesIncludeIva: e.target.checked })} /><span>Precios con IVA incluido</span></label>
            <label className="field span-4"><span>Instrucciones para leer los documentos</span>
              <textarea rows={3} maxLength={4000} value={editing.instructions ?? ''} onChange={(e) => patch({ instructions: e.target.value || null })} />
            </label>
          </div>

          <fieldset className="fields">
            <legend>Cliente fijo (opcional)</legend>
            <div className="grid">
              <label className="field span-2"><span>Nombre</span><input value={editing.receiverName ?? ''} onChange={(e) => patch({ receiverName: e.target.value || null })} /></label>
              <label className="field"><span>Documento</span>
                <select value={editing.receiverDocType ?? ''} onChange={(e) => patch({ receiverDocType: (e.target.value || null) as TemplateFull['receiverDocType'] })}>
                  <option value="">—</option><option>CUIT</option><option>CUIL</option><option>DNI</option>
                </select>
              </label>
              <label className="field"><span>Número</span><input className="mono" value={editing.receiverDocNumber ?? ''} onChange={(e) => patch({ receiverDocNumber: e.target.value.replace(/\D/g, '') || null })} /></label>
              <label className="field span-2"><span>Condición IVA</span>
                <select value={editing.receiverCondicionIva ?? ''} onChange={(e) => patch({ receiverCondicionIva: e.target.value ? Number(e.target.value) : null })}>
                  <option value="">—</option>
                  {Object.entries(CONDICION_IVA).map(([c, l]) => <option key={c} value={c}>{l}</option>)}
                </select>
              </label>
              <label className="field span-2"><span>Email</span><input type="email" value={editing.receiverEmail ?? ''} onChange={(e) => patch({ receiverEmail: e.target.value || null })} /></label>
            </div>
          </fieldset>

          <fieldset className="fields">
            <legend>Lista de precios ({editing.priceList.length})</legend>
            <div className="pricelist-tools">
              <input type="search" placeholder="Buscar…" aria-label="Buscar en la lista de precios" value={filter} onChange={(e) => setFilter(e.target.value)} />
              <label className="button small">Importar CSV…<input type="file" accept=".csv,text/csv" hidden onChange={(e) => e.target.files?.[0] && void importCsv(e.target.files[0])} /></label>
              <button type="button" className="button small" onClick={exportCsv} disabled={!editing.priceList.length}>Exportar CSV</button>
              <button type="button" className="button small" onClick={() => patch({ priceList: [...editing.priceList, { description: '', unitPrice: 0 }] })}>+ Precio</button>
            </div>
            <div className="pricelist-scroll">
              <table className="table">
                <tbody>
                  {shown.map(({ p, i }) => (
                    <tr key={i}>
                      <td><input aria-label={`Descripción ${i + 1}`} value={p.description} onChange={(e) => patch({ priceList: editing.priceList.map((x, k) => (k === i ? { ...x, description: e.target.value } : x)) })} /></td>
                      <td className="num price-cell"><AmountInput money ariaLabel={`Precio ${i + 1}`} className="num" value={p.unitPrice} onChange={(v) => patch({ priceList: editing.priceList.map((x, k) => (k === i ? { ...x, unitPrice: v ?? 0 } : x)) })} /></td>
                      <td className="narrow"><button type="button" className="icon-button danger" aria-label={`Quitar ${p.description}`} onClick={() => patch({ priceList: editing.priceList.filter((_, k) => k !== i) })}>×</button></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </fieldset>

          <fieldset className="fields">
            <legend>Factura mensual recurrente</legend>
            <div className="grid">
              <label className="field"><span>Recurrencia</span>
                <select value={editing.recurrence ?? ''} onChange={(e) => patch({ recurrence: (e.target.value || null) as 'monthly' | null, dayOfMonth: e.target.value ? (editing.dayOfMonth ?? 1) : null })}>
                  <option value="">No</option><option value="monthly">Mensual</option>
                </select>
              </label>
              {editing.recurrence && <label className="field"><span>Día del mes (1–28)</span><input type="number" min={1} max={28} value={editing.dayOfMonth ?? 1} onChange={(e) => patch({ dayOfMonth: Number(e.target.value) })} /></label>}
              <label className="field checkbox"><input type="checkbox" checked={editing.sendEmail} onChange={(e) => patch({ sendEmail: e.target.checked })} /><span>Enviar el comprobante por email al emitirlo</span></label>
            </div>
            {editing.recurrence && (
              <p className="muted small">Ítems: {editing.items.length ? editing.items.map((it) => `${it.quantity} × ${it.description} (${formatMoney(it.unitPrice)})`).join(' · ') : 'ninguno (se editan por API por ahora)'}</p>
            )}
          </fieldset>

          <fieldset className="fields">
            <legend>Mapeo de columnas para planillas (JSON)</legend>
            <textarea className="mono" rows={5} value={mappingText} onChange={(e) => setMappingText(e.target.value)} placeholder={'{"headerRow": 1, "columns": {"receiverDocNumber": "CUIT", "description": "Producto", "quantity": "Cant", "unitPrice": "Precio"}, "groupBy": "receiverDocNumber"}'} />
          </fieldset>

          {message && <p className={message.ok ? 'form-ok' : 'form-error'} role="status">{message.text}</p>}
          <div className="actions">
            {editing.id && <button type="button" className="button danger-outline" onClick={() => void remove()}>Borrar…</button>}
            <span className="spacer" />
            <button type="button" className="button" onClick={() => setEditing(null)}>Cerrar</button>
            <button type="submit" className="button primary">Guardar</button>
          </div>
        </form>
      )}
    </section>
  );
}
