import { useEffect, useState } from 'react';
import { api, ApiError, type Session } from '../api';

export function AccountPage({ session }: { session: Session }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [usage, setUsage] = useState<Usage | null>(null);
  useEffect(() => {
    if (session.user.role === 'owner') api.get<Usage>('/account/usage').then(setUsage, () => undefined);
  }, [session.user.role]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await api.post('/auth/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setMessage({ ok: true, text: 'Contraseña cambiada. Tus otras sesiones se cerraron.' });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError ? (e.body.message ?? 'No se pudo cambiar.') : 'No se pudo cambiar.' });
    }
  };

  return (
    <section className="narrow-page">
      <h1>Mi cuenta</h1>
      <p>{session.user.email} · {session.user.role === 'owner' ? 'Titular' : 'Revisor'} de <strong>{session.user.accountName}</strong></p>
      {usage && (
        <div className="usage">
          <h2>Plan «{usage.plan}» · {usage.month}</h2>
          <Meter label="Comprobantes de producción este mes" used={usage.productionVouchers.used} limit={usage.productionVouchers.limit} />
          <Meter label="CUITs" used={usage.cuits.used} limit={usage.cuits.limit} />
          <p className="muted small">Los comprobantes de pruebas no cuentan. El plan se cambia con el CLI (<code>account:plan</code>).</p>
        </div>
      )}
      <form className="stack-form" onSubmit={submit}>
        <h2>Cambiar la contraseña</h2>
        <label className="field"><span>Contraseña actual</span><input type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} /></label>
        <label className="field"><span>Contraseña nueva (10 caracteres o más)</span><input type="password" autoComplete="new-password" minLength={10} required value={next} onChange={(e) => setNext(e.target.value)} /></label>
        <button type="submit" className="button primary">Cambiar</button>
        {message && <p className={message.ok ? 'form-ok' : 'form-error'} role="status">{message.text}</p>}
      </form>
    </section>
  );
}

interface Usage {
  plan: string;
  month: string;
  productionVouchers: { used: number; limit: number };
  cuits: { used: number; limit: number };
}

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const ratio = limit > 0 ? Math.min(1, used / limit) : 1;
  return (
    <div className="meter">
      <div className="meter-label"><span>{label}</span><span>{used.toLocaleString('es-AR')} de {limit.toLocaleString('es-AR')}</span></div>
      <div className="meter-bar" role="meter" aria-valuemin={0} aria-valuemax={limit} aria-valuenow={used} aria-label={label}>
        <div className={`meter-fill${ratio >= 0.9 ? ' high' : ''}`} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
