import { createContext, memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, type Cuit, type Draft, type DraftData, type DraftLine, type Template } from '../api';
import { DocumentViewer, type Highlight } from '../components/DocumentViewer';
import { AmountInput, DateInput, LEVEL_TITLES, levelOf } from '../components/inputs';
import { PriceListInput, type PriceEntry } from '../components/PriceListInput';
import { highlightOf } from '../components/provenance';
import { whenIdle } from '../idle';
import { StatusBadge } from '../components/StatusBadge';
import { CONDICION_IVA, formatDateTime, formatMoney, IVA_RATES, SOURCE_LABELS } from '../format';
import { Link, navigate } from '../router';
import { cuitLabel, isTyping } from './InboxPage';

const EDITABLE = ['review_required', 'approved', 'failed'];
/** Statuses that move on their own: the page follows them. */
const MOVING = ['extracting', 'approved', 'issuing'];
const INVOICE_TYPES: Record<number, string> = { 1: 'Factura A', 6: 'Factura B', 11: 'Factura C' };
const ACTIONS: Record<string, string> = { edited: 'Editado', approved: 'Aprobado', rejected: 'Rechazado' };
/**
 * Lines drawn with the first paint: more than a screen shows (3 or 4 at 1280×800 below the header fields, about 8
 * at 1920×1080); the rest follow when idle. Every row is ~25 elements to render and lay out on a busy core.
 */
const FIRST_LINES = 8;
const MORE_LINES = 40;

export function ReviewPage({ draftId }: { draftId: string }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [data, setData] = useState<DraftData | null>(null);
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const [template, setTemplate] = useState<Template | null>(null);
  const [cuits, setCuits] = useState<Cuit[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  // The lines past the first ones wait for the document's first page (at most 3 s): both need the main thread,
  // and the page is what the reviewer checks the form against.
  const [documentShown, setDocumentShown] = useState(false);
  const showDocument = useCallback(() => setDocumentShown(true), []);
  useEffect(() => {
    const timer = setTimeout(showDocument, 3000);
    return () => clearTimeout(timer);
  }, [showDocument]);
  const dirty = edited.size > 0;
  const formRef = useRef<HTMLFormElement>(null);

  const accept = useCallback((next: Draft) => {
    setDraft(next);
    setData(structuredClone(next.data));
    setEdited(new Set());
  }, []);

  useEffect(() => {
    api.get<{ draft: Draft }>(`/documents/drafts/${draftId}`).then(
      (r) => accept(r.draft),
      (e) => setMessage({ kind: 'error', text: e instanceof ApiError && e.status === 404 ? 'Este borrador no existe en este entorno.' : 'No se pudo cargar el borrador.' }),
    );
  }, [draftId, accept]);

  // Read by `npm run bench:dashboard`: the first time the draft's fields are on screen.
  const shown = draft !== null && data !== null;
  useEffect(() => {
    if (!shown) return;
    if (performance.getEntriesByName('review:fields').length === 0) performance.mark('review:fields');
    // Only for the issuing CUIT's number in the header: asked once the form is up, not in the way of the document.
    api.get<Cuit[] | { cuits: Cuit[] }>('/cuits').then((r) => setCuits(Array.isArray(r) ? r : r.cuits), () => undefined);
  }, [shown]);

  useEffect(() => {
    if (!draft?.templateId) return;
    api.get<{ template: Template }>(`/documents/templates/${draft.templateId}`).then((r) => setTemplate(r.template), () => undefined);
  }, [draft?.templateId]);

  // Live status: extracting → review_required, issuing → issued (with CAE) without reloading.
  useEffect(() => {
    if (!draft || !MOVING.includes(draft.status)) return;
    const timer = setInterval(async () => {
      const fresh = await api.get<{ draft: Draft }>(`/documents/drafts/${draftId}`).catch(() => null);
      if (fresh && (fresh.draft.status !== draft.status || fresh.draft.updatedAt !== draft.updatedAt)) {
        if (dirty) setDraft(fresh.draft);
        else accept(fresh.draft);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [draft, draftId, dirty, accept]);

  const change = useCallback((path: string, update: (d: DraftData) => void) => {
    setData((current) => {
      if (!current) return current;
      const next = draftCopy(current);
      update(next);
      return next;
    });
    setEdited((s) => new Set(s).add(path));
  }, []);

  const save = async (): Promise<Draft | null> => {
    if (!draft || !data) return null;
    setBusy('save');
    setMessage(null);
    try {
      const r = await api.patch<{ draft: Draft }>(`/documents/drafts/${draft.id}`, { data: cleanData(data) });
      accept(r.draft);
      setMessage({ kind: 'ok', text: r.draft.issues.length ? 'Guardado. Quedan observaciones por resolver.' : 'Guardado. Sin observaciones.' });
      return r.draft;
    } catch (e) {
      setMessage({ kind: 'error', text: describe(e) });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const approve = async () => {
    if (!draft) return;
    let current: Draft | null = draft;
    if (dirty) current = await save();
    if (!current) return;
    setBusy('approve');
    setMessage(null);
    try {
      const r = await api.post<{ draft: Draft }>(`/documents/drafts/${current.id}/approve`);
      accept(r.draft);
      formRef.current?.scrollTo({ top: 0 });
      setMessage({ kind: 'ok', text: 'Aprobado: se está emitiendo el comprobante.' });
    } catch (e) {
      setMessage({ kind: 'error', text: describe(e) });
    } finally {
      setBusy(null);
    }
  };

  const reject = async (reason: string) => {
    if (!draft) return;
    setBusy('reject');
    try {
      const r = await api.post<{ draft: Draft }>(`/documents/drafts/${draft.id}/reject`, { reason });
      accept(r.draft);
      setRejecting(false);
      formRef.current?.scrollTo({ top: 0 });
      setMessage({ kind: 'ok', text: 'Rechazado: no se va a emitir.' });
    } catch (e) {
      setMessage({ kind: 'error', text: describe(e) });
    } finally {
      setBusy(null);
    }
  };

  const next = useCallback(async () => {
    const r = await api.get<{ drafts: Draft[] }>('/documents/drafts?status=review_required&order=asc&limit=2').catch(() => null);
    const following = r?.drafts.find((d) => d.id !== draftId);
    if (following) navigate(`/drafts/${following.id}`);
    else {
      setMessage({ kind: 'ok', text: 'No quedan borradores para revisar.' });
      navigate('/');
    }
  }, [draftId]);

  const shortcuts = useRef({ save, approve, next, reject: () => setRejecting(true) });
  shortcuts.current = { save, approve, next, reject: () => setRejecting(true) };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 's') void shortcuts.current.save();
      else if (mod && event.key === 'Enter') void shortcuts.current.approve();
      else if (event.altKey && event.code === 'KeyR') shortcuts.current.reject();
      else if (event.altKey && event.code === 'KeyN') void shortcuts.current.next();
      else if (event.key === 'Escape' && !isTyping(event)) navigate('/');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The lines' rows are memoized: they get a callback that stays the same while what it does follows the draft.
  const focusFieldRef = useRef<(path: string) => void>(() => undefined);
  const focusLine = useCallback((path: string) => focusFieldRef.current(path), []);

  const issuesByField = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of draft?.issues ?? []) if (issue.field) map.set(issue.field, [...(map.get(issue.field) ?? []), issue.message]);
    return map;
  }, [draft]);

  if (!draft || !data) {
    return <div className="review-loading">{message ? <p className="form-error">{message.text}</p> : <p className="muted">Cargando…</p>}</div>;
  }

  const editable = EDITABLE.includes(draft.status);
  const confidence = draft.pipeline.fieldConfidence ?? {};
  const fieldState = (path: string) => {
    if (!editable) return { className: 'conf conf-none', title: '' };
    const hasIssue = [...issuesByField.keys()].some((f) => f === path || f.startsWith(`${path}.`) || f.startsWith(`${path}[`));
    const level = levelOf(confidence[path] ?? confidence[path.replace(/\[\d+\].*$/, '')], hasIssue && !edited.has(path), edited.has(path));
    return { className: `conf conf-${level}`, title: LEVEL_TITLES[level] };
  };
  const focusField = (path: string) => setHighlight(highlightOf(draft, path, data.lines));
  focusFieldRef.current = focusField;
  const totals = estimate(data);

  return (
    <div className="review">
      <div className="review-doc">
        {draft.hasFile ? (
          <DocumentViewer src={`/documents/drafts/${draft.id}/file`} mimeType={draft.mimeType} fileName={draft.fileName} highlight={highlight} onShown={showDocument} />
        ) : (
          <div className="viewer empty">
            <p>Este borrador no tiene documento: viene de {SOURCE_LABELS[draft.source] === 'API' ? 'datos enviados por API' : (SOURCE_LABELS[draft.source] ?? draft.source).toLowerCase()}.</p>
          </div>
        )}
      </div>
      <form ref={formRef} className="review-form" onSubmit={(e) => e.preventDefault()} onFocusCapture={() => setHighlight(null)} aria-label="Borrador">
        <div className="review-head">
          <Link to="/" className="back">← Bandeja</Link>
          <div className="review-title">
            <StatusBadge status={draft.status} />
            <h1>{draft.voucherLetter ? `Factura ${draft.voucherLetter}` : 'Borrador'} {data.receiver.name ? `· ${data.receiver.name}` : ''}</h1>
          </div>
          <dl className="facts">
            <div><dt>Plantilla</dt><dd>{draft.templateName ?? '—'}</dd></div>
            <div><dt>CUIT emisor</dt><dd className="mono">{cuitLabel(cuits, draft.cuitId)}</dd></div>
            <div><dt>Origen</dt><dd>{SOURCE_LABELS[draft.source] ?? draft.source}</dd></div>
            <div><dt>Confianza</dt><dd>{draft.confidence === null ? '—' : `${Math.round(draft.confidence * 100)} %`}</dd></div>
            <div><dt>Recibido</dt><dd>{formatDateTime(draft.createdAt)}</dd></div>
          </dl>
        </div>

        {draft.status === 'issued' && draft.invoice && (
          <div className="notice ok" role="status">
            <strong>Emitido:</strong> {INVOICE_TYPES[draft.invoice.invoiceType ?? 0] ?? 'Comprobante'} {String(draft.invoice.ptoVta ?? 0).padStart(5, '0')}-{String(draft.invoice.voucherNumber ?? 0).padStart(8, '0')}
            {draft.invoice.cae && <> · CAE <span className="mono">{draft.invoice.cae}</span></>} · {formatMoney(draft.invoice.amount)}
          </div>
        )}
        {draft.status === 'issuing' && <div className="notice info" role="status">Emitiendo el comprobante con ARCA…</div>}
        {draft.status === 'extracting' && <div className="notice info" role="status">Leyendo el documento…</div>}
        {draft.status === 'rejected' && <div className="notice warn">Rechazado{draft.rejectReason ? `: ${draft.rejectReason}` : ''}</div>}
        {draft.status === 'failed' && draft.errorMessage && <div className="notice error">{draft.errorMessage}</div>}

        {draft.issues.length > 0 && (
          <section className="issues" aria-label="Observaciones">
            <h2>Observaciones ({draft.issues.length})</h2>
            <ul>
              {draft.issues.map((issue, i) => (
                <li key={i} className="issue">
                  <span className="issue-code">{issue.code}</span> {issue.message}
                </li>
              ))}
            </ul>
          </section>
        )}

        <fieldset disabled={!editable} className="fields">
          <legend>Receptor</legend>
          <div className="grid">
            <label className={`field span-2 ${fieldState('receiver.name').className}`} onFocusCapture={() => focusField('receiver.name')} title={fieldState('receiver.name').title}>
              <span>Nombre o razón social</span>
              <input name="receiver.name" value={data.receiver.name ?? ''} onChange={(e) => change('receiver.name', (d) => void (d.receiver.name = e.target.value || null))} />
            </label>
            <label className={`field ${fieldState('receiver.docType').className}`} onFocusCapture={() => focusField('receiver.docType')}>
              <span>Documento</span>
              <select value={data.receiver.docType ?? ''} onChange={(e) => change('receiver.docType', (d) => void (d.receiver.docType = (e.target.value || null) as DraftData['receiver']['docType']))}>
                <option value="">Sin identificar</option>
                <option value="CUIT">CUIT</option>
                <option value="CUIL">CUIL</option>
                <option value="DNI">DNI</option>
              </select>
            </label>
            <label className={`field ${fieldState('receiver.docNumber').className}`} onFocusCapture={() => focusField('receiver.docNumber')} title={fieldState('receiver.docNumber').title}>
              <span>Número</span>
              <input name="receiver.docNumber" className="mono" inputMode="numeric" value={data.receiver.docNumber ?? ''} onChange={(e) => change('receiver.docNumber', (d) => void (d.receiver.docNumber = e.target.value.replace(/\D/g, '') || null))} />
            </label>
            <label className={`field span-2 ${fieldState('receiver.condicionIva').className}`} onFocusCapture={() => focusField('receiver.condicionIva')} title={fieldState('receiver.condicionIva').title}>
              <span>Condición frente al IVA</span>
              <select value={data.receiver.condicionIva ?? ''} onChange={(e) => change('receiver.condicionIva', (d) => void (d.receiver.condicionIva = e.target.value ? Number(e.target.value) : null))}>
                <option value="">—</option>
                {Object.entries(CONDICION_IVA).map(([code, label]) => <option key={code} value={code}>{label}</option>)}
              </select>
            </label>
            <label className="field span-2 conf conf-none">
              <span>Email</span>
              <input type="email" value={data.receiver.email ?? ''} onChange={(e) => change('receiver.email', (d) => void (d.receiver.email = e.target.value || null))} />
            </label>
          </div>
        </fieldset>

        <fieldset disabled={!editable} className="fields">
          <legend>Comprobante</legend>
          <div className="grid">
            <label className={`field ${fieldState('documentDate').className}`} onFocusCapture={() => focusField('documentDate')} title={fieldState('documentDate').title}>
              <span>Fecha del documento</span>
              <DateInput value={data.documentDate ?? null} onChange={(v) => change('documentDate', (d) => void (d.documentDate = v))} />
            </label>
            <label className={`field ${fieldState('reference').className}`} onFocusCapture={() => focusField('reference')} title={fieldState('reference').title}>
              <span>Referencia</span>
              <input value={data.reference ?? ''} onChange={(e) => change('reference', (d) => void (d.reference = e.target.value || null))} />
            </label>
            <label className={`field ${fieldState('concepto').className}`} onFocusCapture={() => focusField('concepto')}>
              <span>Concepto</span>
              <select value={data.concepto ?? ''} onChange={(e) => change('concepto', (d) => void (d.concepto = e.target.value ? (Number(e.target.value) as 1 | 2 | 3) : null))}>
                <option value="">Predeterminado</option>
                <option value="1">Productos</option>
                <option value="2">Servicios</option>
                <option value="3">Productos y servicios</option>
              </select>
            </label>
            <label className={`field ${fieldState('paymentDue').className}`} onFocusCapture={() => focusField('paymentDue')}>
              <span>Vencimiento del pago</span>
              <DateInput value={data.paymentDue ?? null} onChange={(v) => change('paymentDue', (d) => void (d.paymentDue = v))} />
            </label>
            {(data.concepto === 2 || data.concepto === 3) && (
              <>
                <label className={`field ${fieldState('serviceFrom').className}`} onFocusCapture={() => focusField('serviceFrom')}>
                  <span>Servicio desde</span>
                  <DateInput value={data.serviceFrom ?? null} onChange={(v) => change('serviceFrom', (d) => void (d.serviceFrom = v))} />
                </label>
                <label className={`field ${fieldState('serviceTo').className}`} onFocusCapture={() => focusField('serviceTo')}>
                  <span>Servicio hasta</span>
                  <DateInput value={data.serviceTo ?? null} onChange={(v) => change('serviceTo', (d) => void (d.serviceTo = v))} />
                </label>
              </>
            )}
            <label className="field checkbox">
              <input type="checkbox" checked={data.pricesIncludeIva ?? false} onChange={(e) => change('pricesIncludeIva', (d) => void (d.pricesIncludeIva = e.target.checked))} />
              <span>Los precios incluyen IVA</span>
            </label>
          </div>
        </fieldset>

        <fieldset disabled={!editable} className="fields">
          <legend>Ítems</legend>
          <PriceListContext.Provider value={template?.priceList ?? NO_PRICES}>
            <Lines hold={draft.hasFile && !documentShown} data={data} defaultIvaRate={template?.ivaRate ?? 21} fieldState={fieldState} issuesByField={issuesByField} change={change} onFocusField={focusLine} />
          </PriceListContext.Provider>
          <div className="totals">
            <div><span>Neto</span><span>{formatMoney(totals.net)}</span></div>
            <div><span>IVA</span><span>{formatMoney(totals.iva)}</span></div>
            <div className="grand"><span>Total{dirty ? ' (sin guardar)' : ''}</span><span>{formatMoney(dirty ? totals.total : (draft.total ?? totals.total))}</span></div>
            {data.documentTotal !== null && data.documentTotal !== undefined && (
              <div className="muted small"><span>Total impreso en el documento</span><span>{formatMoney(data.documentTotal)}</span></div>
            )}
          </div>
        </fieldset>

        {draft.activity.length > 0 && (
          <section className="activity" aria-label="Historial">
            <h2>Historial</h2>
            <ul>
              {draft.activity.map((a, i) => (
                <li key={i}>
                  {ACTIONS[a.action]} por <strong>{a.email ?? 'una clave API'}</strong> · {formatDateTime(a.at)}
                </li>
              ))}
            </ul>
          </section>
        )}

        {message && <p className={message.kind === 'error' ? 'form-error' : 'form-ok'} role={message.kind === 'error' ? 'alert' : 'status'}>{message.text}</p>}

        <div className="actions">
          <button type="button" className="button" onClick={() => void next()} title="Alt+N">Siguiente</button>
          <span className="spacer" />
          {editable && (
            <>
              <button type="button" className="button danger-outline" onClick={() => setRejecting(true)} disabled={!!busy} title="Alt+R">Rechazar…</button>
              <button type="button" className="button" onClick={() => void save()} disabled={!!busy || !dirty} title="Ctrl+S">{busy === 'save' ? 'Guardando…' : 'Guardar'}</button>
              <button type="button" className="button primary" onClick={() => void approve()} disabled={!!busy} title="Ctrl+Enter">{busy === 'approve' ? 'Aprobando…' : 'Aprobar y emitir'}</button>
            </>
          )}
        </div>
        <p className="shortcuts muted small">
          Atajos: <kbd>Ctrl</kbd>+<kbd>S</kbd> guardar · <kbd>Ctrl</kbd>+<kbd>Enter</kbd> aprobar · <kbd>Alt</kbd>+<kbd>R</kbd> rechazar · <kbd>Alt</kbd>+<kbd>N</kbd> siguiente · <kbd>Esc</kbd> bandeja
        </p>
      </form>
      {rejecting && <RejectDialog busy={busy === 'reject'} onCancel={() => setRejecting(false)} onReject={reject} />}
    </div>
  );
}

function Lines(props: {
  /** Draw only the first lines for now. */
  hold: boolean;
  data: DraftData;
  defaultIvaRate: number;
  fieldState(path: string): { className: string; title: string };
  issuesByField: Map<string, string[]>;
  change(path: string, update: (d: DraftData) => void): void;
  onFocusField(path: string): void;
}) {
  const { data, fieldState, change, onFocusField } = props;
  // A remito of 90 rows is 540 inputs: drawing them all before the first paint held the page back by hundreds of
  // milliseconds on a busy machine. The first rows come with the form; the others in idle time, in batches.
  const [limit, setLimit] = useState(FIRST_LINES);
  const complete = limit >= data.lines.length;
  useEffect(() => {
    if (!complete) return props.hold ? undefined : whenIdle(() => setLimit((n) => n + MORE_LINES));
    // Read by `npm run bench:dashboard`: every line of the draft is on screen.
    if (performance.getEntriesByName('review:lines').length === 0) performance.mark('review:lines');
  }, [complete, limit, props.hold]);
  // The same functions on every render, so that a row is drawn again only when its own line or state changes.
  const actions = useMemo<LineActions>(
    () => ({
      // A line is replaced, never changed in place: the others keep their identity (see `draftCopy`).
      update: (i, field, update) =>
        change(`lines[${i}].${field}`, (d) => {
          const line = { ...d.lines[i]! };
          update(line);
          d.lines[i] = line;
        }),
      choose: (i, entry) =>
        change(`lines[${i}].unitPrice`, (d) => void (d.lines[i] = { ...d.lines[i]!, description: entry.description, unitPrice: entry.unitPrice, priceListMatch: entry.description })),
      move: (i, by) =>
        change('lines', (d) => {
          const [line] = d.lines.splice(i, 1);
          d.lines.splice(i + by, 0, line!);
        }),
      remove: (i) => change('lines', (d) => void d.lines.splice(i, 1)),
      focus: (i) => onFocusField(`lines[${i}]`),
    }),
    [change, onFocusField],
  );
  return (
    <>
      <table className="table lines-table">
        <thead>
          <tr>
            <th className="col-n">#</th>
            <th>Descripción</th>
            <th className="num col-qty">Cant.</th>
            <th className="num col-price">Precio unit.</th>
            <th className="col-iva">IVA</th>
            <th className="num col-sub">Subtotal</th>
            <th className="col-act"><span className="sr-only">Acciones</span></th>
          </tr>
        </thead>
        <tbody>
          {data.lines.slice(0, limit).map((line, i) => {
            const price = fieldState(`lines[${i}].unitPrice`);
            const row = fieldState(`lines[${i}]`);
            return (
              <LineRow
                key={i}
                index={i}
                line={line}
                last={i === data.lines.length - 1}
                rowClass={row.className}
                priceClass={price.className}
                priceTitle={price.title}
                issues={props.issuesByField.get(`lines[${i}].unitPrice`) ?? props.issuesByField.get(`lines[${i}]`)}
                actions={actions}
              />
            );
          })}
          {!complete && (
            <tr className="line-pending">
              <td colSpan={7} className="muted small">Cargando {data.lines.length - limit} ítems más…</td>
            </tr>
          )}
        </tbody>
      </table>
      <button
        type="button"
        className="button small"
        onClick={() => change('lines', (d) => void d.lines.push({ description: '', quantity: 1, unitPrice: null, ivaRate: props.defaultIvaRate }))}
      >
        + Agregar ítem
      </button>
    </>
  );
}

interface LineActions {
  update(i: number, field: keyof DraftLine, update: (line: DraftLine) => void): void;
  choose(i: number, entry: PriceEntry): void;
  move(i: number, by: number): void;
  remove(i: number): void;
  focus(i: number): void;
}

/** The template's priceList, read by the lines' descriptions only: its arrival does not draw the rows again. */
const PriceListContext = createContext<PriceEntry[]>([]);
const NO_PRICES: PriceEntry[] = [];

const LineRow = memo(function LineRow(props: {
  index: number;
  line: DraftLine;
  last: boolean;
  rowClass: string;
  priceClass: string;
  priceTitle: string;
  issues: string[] | undefined;
  actions: LineActions;
}) {
  const { index: i, line, actions } = props;
  return (
    <tr className={`line ${props.rowClass}`} onFocusCapture={() => actions.focus(i)}>
      <td className="narrow muted">{i + 1}</td>
      <td>
        {/* Above the description: the priceList's suggestions open below it and must not hide it. */}
        {props.issues?.map((m, k) => <div key={k} className="field-issue">{m}</div>)}
        <LineDescription
          ariaLabel={`Descripción del ítem ${i + 1}`}
          name={`lines[${i}].description`}
          value={line.description}
          onChange={(value) => actions.update(i, 'description', (l) => void (l.description = value))}
          onChoose={(entry) => actions.choose(i, entry)}
        />
      </td>
      <td className="num">
        <AmountInput ariaLabel={`Cantidad del ítem ${i + 1}`} className="num" value={line.quantity} onChange={(v) => actions.update(i, 'quantity', (l) => void (l.quantity = v ?? 0))} />
      </td>
      <td className={`num ${props.priceClass}`} title={props.priceTitle}>
        <AmountInput money ariaLabel={`Precio unitario del ítem ${i + 1}`} name={`lines[${i}].unitPrice`} className="num" value={line.unitPrice} onChange={(v) => actions.update(i, 'unitPrice', (l) => void (l.unitPrice = v))} />
      </td>
      <td>
        <select aria-label={`IVA del ítem ${i + 1}`} value={line.ivaRate ?? ''} onChange={(e) => actions.update(i, 'ivaRate', (l) => void (l.ivaRate = e.target.value === '' ? null : Number(e.target.value)))}>
          <option value="">—</option>
          {IVA_RATES.map((r) => <option key={r} value={r}>{String(r).replace('.', ',')} %</option>)}
        </select>
      </td>
      <td className="num subtotal">{line.unitPrice === null ? '—' : formatMoney(round2(line.quantity * line.unitPrice))}</td>
      <td className="narrow line-actions">
        <button type="button" className="icon-button" aria-label={`Subir el ítem ${i + 1}`} disabled={i === 0} onClick={() => actions.move(i, -1)}>↑</button>
        <button type="button" className="icon-button" aria-label={`Bajar el ítem ${i + 1}`} disabled={props.last} onClick={() => actions.move(i, 1)}>↓</button>
        <button type="button" className="icon-button danger" aria-label={`Quitar el ítem ${i + 1}`} onClick={() => actions.remove(i)}>×</button>
      </td>
    </tr>
  );
});

function LineDescription(props: Omit<Parameters<typeof PriceListInput>[0], 'priceList'>) {
  return <PriceListInput {...props} priceList={useContext(PriceListContext)} />;
}

function RejectDialog({ busy, onCancel, onReject }: { busy: boolean; onCancel(): void; onReject(reason: string): void }) {
  const [reason, setReason] = useState('');
  return (
    <div className="dialog-backdrop" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="reject-title"
        onSubmit={(e) => {
          e.preventDefault();
          onReject(reason);
        }}
      >
        <h2 id="reject-title">Rechazar el borrador</h2>
        <p className="muted">No se va a emitir. El motivo queda registrado en el borrador.</p>
        <label className="field">
          <span>Motivo</span>
          <textarea autoFocus rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Por ejemplo: documento duplicado" />
        </label>
        <div className="actions">
          <button type="button" className="button" onClick={onCancel}>Cancelar</button>
          <span className="spacer" />
          <button type="submit" className="button danger" disabled={busy || !reason.trim()}>Rechazar</button>
        </div>
      </form>
    </div>
  );
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** For display while editing; the server computes the real amounts (half-even, decimals) when it saves. */
function estimate(data: DraftData): { net: number; iva: number; total: number } {
  let net = 0;
  let iva = 0;
  for (const line of data.lines) {
    if (line.unitPrice === null) continue;
    const amount = line.quantity * line.unitPrice;
    const rate = (line.ivaRate ?? 0) / 100;
    if (data.pricesIncludeIva) {
      const lineNet = amount / (1 + rate);
      net += lineNet;
      iva += amount - lineNet;
    } else {
      net += amount;
      iva += amount * rate;
    }
  }
  return { net: round2(net), iva: round2(iva), total: round2(net + iva) };
}

/**
 * A copy of `data` to change: its own receiver and lines array, the lines themselves shared — a change replaces
 * the line it changes, so the rows of the others are not drawn again (each row is memoized on its line).
 */
function draftCopy(data: DraftData): DraftData {
  return { ...structuredClone({ ...data, lines: [] }), lines: [...data.lines] };
}

/** The API accepts only its own fields: drop empty lines a person added and left blank. */
function cleanData(data: DraftData): DraftData {
  return { ...data, lines: data.lines.filter((l) => l.description.trim() !== '') };
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const details = Array.isArray(error.body.details) ? (error.body.details as Array<{ field: string; messages: string[] }>).map((d) => `${d.field}: ${d.messages.join(', ')}`).join(' · ') : '';
    return [error.body.message, details].filter(Boolean).join(' — ') || `Error ${error.status}`;
  }
  return 'No se pudo completar la acción. Revisá la conexión.';
}
