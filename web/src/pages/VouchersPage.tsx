import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../api';
import { DocumentViewer } from '../components/DocumentViewer';
import { DateInput } from '../components/inputs';
import { formatDate, formatMoney } from '../format';

interface Invoice {
  id: string;
  status: string;
  kind: string;
  ptoVta: number;
  invoiceType: number;
  voucherNumber: number | null;
  date: string | null;
  amounts: { total: string };
  receiver: { name?: string | null; docNro?: string; email?: string | null };
  cae: string | null;
  caeDueDate: string | null;
  error: string | null;
  origin?: string;
}

export const VOUCHER_TYPES: Record<number, string> = {
  1: 'Factura A', 2: 'Nota de débito A', 3: 'Nota de crédito A',
  6: 'Factura B', 7: 'Nota de débito B', 8: 'Nota de crédito B',
  11: 'Factura C', 12: 'Nota de débito C', 13: 'Nota de crédito C',
};
const STATUS: Record<string, string> = { pending: 'Pendiente', processing: 'Procesando', reconciling: 'Verificando', completed: 'Autorizado', failed: 'Rechazado' };
const BADGE: Record<string, string> = { completed: 'issued', failed: 'failed', pending: 'extracting', processing: 'extracting', reconciling: 'extracting' };

export function voucherNumber(i: Pick<Invoice, 'ptoVta' | 'voucherNumber'>): string {
  return i.voucherNumber === null ? '—' : `${String(i.ptoVta).padStart(5, '0')}-${String(i.voucherNumber).padStart(8, '0')}`;
}

/** Issued vouchers: filter, open one (PDF inline, XML), send it by email, void it with a credit note. */
export function VouchersPage() {
  const [filters, setFilters] = useState({ status: '', invoiceType: '', from: '', to: '' });
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [open, setOpen] = useState<Invoice | null>(null);

  const load = useCallback(async () => {
    const query = new URLSearchParams({ limit: '100' });
    for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
    const r = await api.get<{ data: Invoice[] }>(`/invoices?${query}`).catch(() => ({ data: [] as Invoice[] }));
    setInvoices(r.data);
  }, [filters]);
  useEffect(() => void load(), [load]);

  const set = (key: keyof typeof filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  return (
    <section className={open ? 'vouchers split' : 'vouchers'}>
      <div>
        <div className="page-head"><h1>Comprobantes</h1></div>
        <div className="filters">
          <label className="field"><span>Estado</span>
            <select value={filters.status} onChange={set('status')}>
              <option value="">Todos</option>
              {Object.entries(STATUS).map(([v, l]) => <option key={v} value={v}>{l}</option>)}
            </select>
          </label>
          <label className="field"><span>Tipo</span>
            <select value={filters.invoiceType} onChange={set('invoiceType')}>
              <option value="">Todos</option>
              {Object.entries(VOUCHER_TYPES).map(([v, l]) => <option key={v} value={v}>{l}</option>)}
            </select>
          </label>
          <label className="field"><span>Desde</span><DateInput value={filters.from || null} onChange={(v) => setFilters((f) => ({ ...f, from: v ?? '' }))} /></label>
          <label className="field"><span>Hasta</span><DateInput value={filters.to || null} onChange={(v) => setFilters((f) => ({ ...f, to: v ?? '' }))} /></label>
        </div>
        {invoices === null ? (
          <p className="muted">Cargando…</p>
        ) : invoices.length === 0 ? (
          <div className="empty"><p>No hay comprobantes con estos filtros.</p></div>
        ) : (
          <table className="table drafts-table">
            <thead><tr><th>Fecha</th><th>Comprobante</th><th>Número</th><th>Receptor</th><th className="num">Total</th><th>Estado</th></tr></thead>
            <tbody>
              {invoices.map((i) => (
                <tr key={i.id} className={open?.id === i.id ? 'selected' : ''} onClick={() => setOpen(i)}>
                  <td>{formatDate(i.date)}</td>
                  <td>{VOUCHER_TYPES[i.invoiceType] ?? `Tipo ${i.invoiceType}`}</td>
                  <td className="mono">{voucherNumber(i)}</td>
                  <td>{i.receiver?.name ?? <span className="muted">{i.receiver?.docNro && i.receiver.docNro !== '0' ? i.receiver.docNro : 'Consumidor final'}</span>}</td>
                  <td className="num">{formatMoney(Number(i.amounts.total))}</td>
                  <td><span className={`badge badge-${BADGE[i.status] ?? 'rejected'}`}>{STATUS[i.status] ?? i.status}</span></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {open && <VoucherDetail key={open.id} invoice={open} onClose={() => setOpen(null)} onIssued={load} />}
    </section>
  );
}

function VoucherDetail({ invoice, onClose, onIssued }: { invoice: Invoice; onClose(): void; onIssued(): void }) {
  const [email, setEmail] = useState(invoice.receiver?.email ?? '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const authorized = invoice.status === 'completed';
  const report = (e: unknown) => setMessage({ ok: false, text: e instanceof ApiError ? (e.body.message ?? `Error ${e.status}`) : 'No se pudo.' });

  const downloadXml = async () => {
    const blob = await api.blob(`/invoices/${invoice.id}/xml`);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `comprobante-${voucherNumber(invoice)}.xml`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await api.post(`/invoices/${invoice.id}/email`, email ? { email } : {});
      setMessage({ ok: true, text: `Enviado a la cola de correo${email ? ` para ${email}` : ''}.` });
    } catch (e) {
      report(e);
    }
  };
  const creditNote = async () => {
    setConfirmVoid(false);
    try {
      await api.post(`/invoices/${invoice.id}/credit-note`, {}, { 'Idempotency-Key': crypto.randomUUID() });
      setMessage({ ok: true, text: 'Nota de crédito en emisión: aparece en la lista en unos segundos.' });
      setTimeout(onIssued, 3000);
    } catch (e) {
      report(e);
    }
  };

  return (
    <aside className="voucher-detail">
      <div className="voucher-head">
        <div>
          <h2>{VOUCHER_TYPES[invoice.invoiceType] ?? 'Comprobante'} {voucherNumber(invoice)}</h2>
          <p className="muted small">{invoice.cae ? <>CAE <span className="mono">{invoice.cae}</span> · vence {formatDate(invoice.caeDueDate)}</> : (invoice.error ?? STATUS[invoice.status])}</p>
        </div>
        <button type="button" className="icon-button" aria-label="Cerrar" onClick={onClose}>×</button>
      </div>
      {authorized ? (
        <>
          <div className="voucher-actions">
            <button type="button" className="button small" onClick={() => void downloadXml()}>Descargar XML</button>
            <form className="inline-form" onSubmit={send}>
              <input type="email" aria-label="Email del destinatario" placeholder="email del receptor" value={email} onChange={(e) => setEmail(e.target.value)} />
              <button type="submit" className="button small">Enviar por email</button>
            </form>
            {invoice.kind === 'invoice' || [1, 6, 11].includes(invoice.invoiceType) ? (
              confirmVoid ? (
                <span className="confirm">¿Anular con una nota de crédito por el total? <button type="button" className="button danger small" onClick={() => void creditNote()}>Sí, emitir</button> <button type="button" className="button small" onClick={() => setConfirmVoid(false)}>Cancelar</button></span>
              ) : (
                <button type="button" className="button small danger-outline" onClick={() => setConfirmVoid(true)}>Nota de crédito…</button>
              )
            ) : null}
          </div>
          {message && <p className={message.ok ? 'form-ok' : 'form-error'} role="status">{message.text}</p>}
          <div className="voucher-pdf">
            <DocumentViewer src={`/invoices/${invoice.id}/pdf`} mimeType="application/pdf" fileName={`comprobante-${voucherNumber(invoice)}.pdf`} />
          </div>
        </>
      ) : (
        <p className="muted">El PDF y el XML están disponibles cuando el comprobante está autorizado.</p>
      )}
    </aside>
  );
}
