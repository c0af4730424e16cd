import { useEffect, useState } from 'react';
import { api, ApiError } from '../api';
import { formatMoney } from '../format';

interface OtherTax {
  id: number;
  description: string;
  /** A decimal string with a point, as the API takes it ("3.5"). */
  rate: string;
  base: 'net' | 'total';
  receivers: 'all' | 'cuit';
}
interface OtherTaxes {
  taxes: OtherTax[];
  tributeTypes: Array<{ id: number; description: string }>;
}

const BASES: Record<OtherTax['base'], string> = { net: 'Neto gravado', total: 'Total antes de tributos' };
const RECEIVERS: Record<OtherTax['receivers'], string> = { cuit: 'Solo receptores con CUIT', all: 'Todos los receptores' };
/** The example the section shows: a voucher of $ 100.000 net plus 21 % VAT. */
const EXAMPLE_NET = 100000;
const EXAMPLE_TOTAL = 121000;

const FIELDS: Record<string, string> = { id: 'el código', description: 'la descripción', rate: 'la alícuota (mayor que 0 y hasta 100)', base: 'la base', receivers: 'a quién se aplica' };
/** "taxes[0].rate" or "taxes.0.rate" → "tributo 1: la alícuota …". */
function fieldName(field: string): string {
  const m = /^taxes[.[](\d+)\]?\.(\w+)/.exec(field);
  return m ? `tributo ${Number(m[1]) + 1}: ${FIELDS[m[2]!] ?? m[2]}` : 'la lista de tributos';
}
const shownRate = (rate: string) => rate.replace('.', ',');
const apiRate = (typed: string) => typed.trim().replace(/\./g, '').replace(',', '.');

/**
 * Other taxes of a CUIT (tributos: percepciones de IIBB, tasas municipales …): issuing adds them to every voucher
 * of the CUIT, computed on its own amounts, in Tributos/ImpTrib.
 */
export function CuitTaxes({ cuitId }: { cuitId: string }) {
  const [state, setState] = useState<OtherTaxes | null>(null);
  const [rows, setRows] = useState<Array<OtherTax & { rateText: string }>>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [dirty, setDirty] = useState(false);

  const accept = (next: OtherTaxes) => {
    setState(next);
    setRows(next.taxes.map((t) => ({ ...t, rateText: shownRate(t.rate) })));
    setDirty(false);
  };
  useEffect(() => {
    api.get<OtherTaxes>(`/cuits/${cuitId}/taxes`).then(accept, () => setState({ taxes: [], tributeTypes: [] }));
  }, [cuitId]);
  if (!state) return null;

  const update = (i: number, patch: Partial<OtherTax & { rateText: string }>) => {
    setRows((list) => list.map((r, k) => (k === i ? { ...r, ...patch } : r)));
    setDirty(true);
    setMessage(null);
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      accept(await api.put<OtherTaxes>(`/cuits/${cuitId}/taxes`, { taxes: rows.map(({ rateText, ...t }) => ({ ...t, rate: apiRate(rateText) })) }));
      setMessage({ ok: true, text: 'Tributos guardados: se agregan a los comprobantes que se emitan desde ahora.' });
    } catch (e) {
      const details = e instanceof ApiError ? (e.body.details as Array<{ field: string }> | undefined) : undefined;
      setMessage({ ok: false, text: details?.length ? `Revisá ${details.map((d) => fieldName(d.field)).join('; ')}.` : 'No se pudieron guardar los tributos.' });
    }
  };
  const example = (t: OtherTax & { rateText: string }) => {
    const rate = Number(apiRate(t.rateText));
    return Number.isFinite(rate) && rate > 0 ? formatMoney(Math.round((t.base === 'net' ? EXAMPLE_NET : EXAMPLE_TOTAL) * rate) / 100) : '—';
  };

  return (
    <form className="taxes" onSubmit={save} aria-labelledby={`taxes-${cuitId}`}>
      <h3 id={`taxes-${cuitId}`}>Otros tributos</h3>
      <p className="muted small">Percepciones y tasas que este CUIT agrega a cada comprobante (se informan a ARCA en «Tributos»). El ejemplo es sobre {formatMoney(EXAMPLE_NET)} netos + IVA 21 %.</p>
      {rows.length === 0 ? (
        <p className="muted">Sin tributos: los comprobantes llevan solo IVA.</p>
      ) : (
        <table className="table taxes-table">
          <thead>
            <tr><th>Tributo</th><th>Descripción</th><th className="num">Alícuota</th><th>Base</th><th>Se aplica a</th><th className="num">Ejemplo</th><th><span className="sr-only">Acciones</span></th></tr>
          </thead>
          <tbody>
            {rows.map((t, i) => (
              <tr key={i}>
                <td>
                  <select aria-label={`Código del tributo ${i + 1}`} value={t.id} onChange={(e) => update(i, { id: Number(e.target.value) })}>
                    {state.tributeTypes.map((type) => <option key={type.id} value={type.id}>{type.id} · {type.description}</option>)}
                  </select>
                </td>
                <td><input aria-label={`Descripción del tributo ${i + 1}`} maxLength={80} value={t.description} onChange={(e) => update(i, { description: e.target.value })} placeholder="Percepción IIBB CABA" /></td>
                <td className="num"><span className="rate-input"><input aria-label={`Alícuota del tributo ${i + 1}`} inputMode="decimal" className="num" value={t.rateText} onChange={(e) => update(i, { rateText: e.target.value })} /> %</span></td>
                <td>
                  <select aria-label={`Base del tributo ${i + 1}`} value={t.base} onChange={(e) => update(i, { base: e.target.value as OtherTax['base'] })}>
                    {Object.entries(BASES).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
                  </select>
                </td>
                <td>
                  <select aria-label={`Receptores del tributo ${i + 1}`} value={t.receivers} onChange={(e) => update(i, { receivers: e.target.value as OtherTax['receivers'] })}>
                    {Object.entries(RECEIVERS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
                  </select>
                </td>
                <td className="num">{example(t)}</td>
                <td className="narrow"><button type="button" className="icon-button danger" aria-label={`Quitar el tributo ${i + 1}`} onClick={() => { setRows((list) => list.filter((_, k) => k !== i)); setDirty(true); }}>×</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="taxes-actions">
        <button type="button" className="button small" onClick={() => { setRows((list) => [...list, { id: 7, description: '', rate: '', rateText: '', base: 'net', receivers: 'cuit' }]); setDirty(true); }}>+ Agregar tributo</button>
        <span className="spacer" />
        <button type="submit" className="button small primary" disabled={!dirty}>Guardar tributos</button>
      </div>
      {message && <p className={message.ok ? 'form-ok' : 'form-error'} role="status">{message.text}</p>}
    </form>
  );
}
