import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type Environment } from '../api';
import { formatDate } from '../format';
import { CuitTaxes } from './CuitTaxes';
import { VOUCHER_TYPES } from './VouchersPage';

/** The CUIT's setup status (the API's SETUP_STATUSES), as a person reads it. */
const SETUP_STATUS: Record<string, string> = {
  INITIALIZED: 'recién registrado',
  IN_PROGRESS: 'en curso',
  TEST_CERTIFICATE_COMPLETE: 'certificado de pruebas instalado',
  PROD_CERTIFICATE_COMPLETE: 'certificado de producción instalado',
  AWAITING_DELEGATION: 'esperando la delegación en ARCA',
  DELEGATION_COMPLETE: 'delegación hecha',
  AUTOMATION_IN_PROGRESS: 'configurando ARCA',
  AUTOMATION_FAILED: 'la configuración automática falló',
  COMPLETED: 'completo',
  SKIPPED: 'sin alta automática',
};

interface CuitFull {
  id: string;
  number: string;
  is_default: boolean;
  setupStatus: string;
  testing_certificate_valid: boolean;
  production_certificate_valid: boolean;
  testing_certificate_expiration: string | null;
  production_certificate_expiration: string | null;
  default_pos: number | null;
  default_concept: number | null;
  default_invoice_type: number | null;
  default_iva: number | null;
}

const IVA_CODES: Record<number, string> = { 3: '0 %', 4: '10,5 %', 5: '21 %', 6: '27 %', 8: '5 %', 9: '2,5 %' };
const TEMPLATES: Record<string, string> = { clasico: 'Clásico', moderno: 'Moderno', minimalista: 'Minimalista', elegante: 'Elegante' };
const ENV_LABEL: Record<Environment, string> = { testing: 'Pruebas (homologación)', production: 'Producción' };

function errorText(e: unknown): string {
  return e instanceof ApiError ? (e.body.message ?? `Error ${e.status}`) : 'No se pudo completar.';
}

/** The account's CUITs: register, defaults, certificates made from a CSR created here, invoice branding. */
export function CuitsPage() {
  const [cuits, setCuits] = useState<CuitFull[]>([]);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => api.get<CuitFull[] | { cuits: CuitFull[] }>('/cuits').then((r) => setCuits(Array.isArray(r) ? r : r.cuits), () => undefined), []);
  useEffect(() => void load(), [load]);

  const register = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await api.post('/cuits', { number });
      setNumber('');
      await load();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <section className="narrow-page wide-page">
      <h1>CUITs</h1>
      <p className="muted">Cada CUIT emite con su certificado de ARCA por entorno. El pedido de certificado (CSR) se genera acá: la clave privada nunca sale del servicio.</p>
      {cuits.map((c) => <CuitCard key={c.id} cuit={c} onChanged={load} />)}
      <form className="inline-form" onSubmit={register}>
        <h2>Registrar un CUIT</h2>
        <label className="field"><span>CUIT</span><input required className="mono" placeholder="20-12345678-9" value={number} onChange={(e) => setNumber(e.target.value)} /></label>
        <button type="submit" className="button primary">Registrar</button>
      </form>
      {error && <p className="form-error">{error}</p>}
    </section>
  );
}

function CuitCard({ cuit, onChanged }: { cuit: CuitFull; onChanged(): void }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (work: () => Promise<unknown>, ok: string) => {
    try {
      await work();
      setMessage({ ok: true, text: ok });
      onChanged();
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
  };
  const setDefault = (path: string, field: string, value: string) =>
    value && run(() => api.post(`/cuits/${cuit.id}/${path}`, { [field]: Number(value) }), 'Predeterminado guardado.');

  return (
    <article className="cuit-card">
      <div className="cuit-head">
        <h2 className="mono">{cuit.number}</h2>
        {cuit.is_default ? <span className="badge badge-issued">Predeterminado</span> : (
          <button type="button" className="button small" onClick={() => void run(() => api.post(`/cuits/${cuit.id}/set-default`), 'Ahora es el CUIT predeterminado.')}>Hacer predeterminado</button>
        )}
        <span className="muted small">Alta: {SETUP_STATUS[cuit.setupStatus] ?? cuit.setupStatus}</span>
      </div>
      <div className="grid">
        <label className="field"><span>Punto de venta</span>
          <input inputMode="numeric" defaultValue={cuit.default_pos ?? ''} onBlur={(e) => e.target.value !== String(cuit.default_pos ?? '') && setDefault('default-pos', 'defaultPos', e.target.value)} />
        </label>
        <label className="field"><span>Comprobante</span>
          <select value={cuit.default_invoice_type ?? ''} onChange={(e) => setDefault('default-invoice-type', 'defaultInvoiceType', e.target.value)}>
            <option value="">—</option>
            {[1, 6, 11].map((t) => <option key={t} value={t}>{VOUCHER_TYPES[t]}</option>)}
          </select>
        </label>
        <label className="field"><span>Concepto</span>
          <select value={cuit.default_concept ?? ''} onChange={(e) => setDefault('default-concept', 'defaultConcept', e.target.value)}>
            <option value="">—</option><option value="1">Productos</option><option value="2">Servicios</option><option value="3">Productos y servicios</option>
          </select>
        </label>
        <label className="field"><span>IVA</span>
          <select value={cuit.default_iva ?? ''} onChange={(e) => setDefault('default-iva', 'defaultIva', e.target.value)}>
            <option value="">—</option>
            {Object.entries(IVA_CODES).map(([code, label]) => <option key={code} value={code}>{label}</option>)}
          </select>
        </label>
      </div>
      <div className="cert-grid">
        {(['testing', 'production'] as const).map((env) => <Certificate key={env} cuit={cuit} environment={env} onChanged={onChanged} />)}
      </div>
      <Branding cuitId={cuit.id} />
      <CuitTaxes cuitId={cuit.id} />
      {message && <p className={message.ok ? 'form-ok' : 'form-error'} role="status">{message.text}</p>}
    </article>
  );
}

function Certificate({ cuit, environment, onChanged }: { cuit: CuitFull; environment: Environment; onChanged(): void }) {
  const valid = environment === 'testing' ? cuit.testing_certificate_valid : cuit.production_certificate_valid;
  const expires = environment === 'testing' ? cuit.testing_certificate_expiration : cuit.production_certificate_expiration;
  const [organization, setOrganization] = useState('');
  const [csr, setCsr] = useState<string | null>(null);
  const [certificate, setCertificate] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const makeCsr = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      setCsr((await api.post<{ csr: string }>(`/cuits/${cuit.id}/credentials/${environment}/csr`, { organization })).csr);
      setMessage(null);
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
  };
  const install = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const r = await api.post<{ expiresAt: string }>(`/cuits/${cuit.id}/credentials/${environment}/certificate`, { certificate });
      setMessage({ ok: true, text: `Certificado instalado; vence el ${formatDate(r.expiresAt)}.` });
      setCertificate('');
      setCsr(null);
      onChanged();
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
  };
  const downloadCsr = () => {
    if (!csr) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([csr], { type: 'application/pkcs10' }));
    a.download = `${cuit.number.replace(/-/g, '')}-${environment}.csr`;
    a.click();
  };

  return (
    <div className="cert">
      <h3>{ENV_LABEL[environment]}</h3>
      <p className={valid ? 'form-ok' : 'muted'}>{valid ? `Certificado vigente${expires ? ` hasta el ${formatDate(expires)}` : ''}.` : 'Sin certificado vigente.'}</p>
      <details>
        <summary>{valid ? 'Renovar el certificado' : 'Obtener el certificado'}</summary>
        <ol className="steps">
          <li>
            <form className="inline-form" onSubmit={makeCsr}>
              <label className="field"><span>Razón social</span><input required value={organization} onChange={(e) => setOrganization(e.target.value)} /></label>
              <button type="submit" className="button small">Generar CSR</button>
            </form>
            {csr && (
              <>
                <pre className="pem">{csr}</pre>
                <button type="button" className="button small" onClick={downloadCsr}>Descargar .csr</button>
              </>
            )}
          </li>
          <li>En el portal de ARCA, «Administración de Certificados Digitales»: subí el CSR y asociá el certificado al servicio <code>wsfe</code>.</li>
          <li>
            <form className="stack-form" onSubmit={install}>
              <label className="field"><span>Certificado emitido (PEM)</span>
                <textarea className="mono" rows={3} required value={certificate} onChange={(e) => setCertificate(e.target.value)} placeholder="-----BEGIN CERTIFICATE-----" />
              </label>
              <label className="button small">Elegir archivo…<input type="file" accept=".crt,.pem,.cer" hidden onChange={(e) => e.target.files?.[0]?.text().then(setCertificate)} /></label>
              <button type="submit" className="button small primary">Instalar</button>
            </form>
          </li>
        </ol>
      </details>
      {message && <p className={message.ok ? 'form-ok' : 'form-error'} role="status">{message.text}</p>}
    </div>
  );
}

function Branding({ cuitId }: { cuitId: string }) {
  const [branding, setBranding] = useState<{ template?: string | null; accentColor?: string | null } | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    api.get<{ template?: string | null; accentColor?: string | null }>(`/cuits/${cuitId}/invoice-branding`).then(setBranding, () => setBranding({}));
  }, [cuitId]);
  if (!branding) return null;
  const save = async (update: Record<string, string | null>) => {
    setBranding(await api.put(`/cuits/${cuitId}/invoice-branding`, update));
    setSaved(true);
  };
  return (
    <div className="branding">
      <h3>Diseño de la factura</h3>
      <div className="inline-form">
        <label className="field"><span>Plantilla</span>
          <select value={branding.template ?? 'clasico'} onChange={(e) => void save({ template: e.target.value })}>
            {Object.entries(TEMPLATES).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <label className="field"><span>Color</span>
          <input type="color" value={branding.accentColor ?? '#1f5fbf'} onChange={(e) => void save({ accentColor: e.target.value })} />
        </label>
        {saved && <span className="form-ok small">Guardado: se aplica a los PDF desde ahora.</span>}
      </div>
    </div>
  );
}
