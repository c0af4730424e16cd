import { useState } from 'react';
import { api, ApiError, type Session } from '../api';

export function SignInPage({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.post<Session>('/auth/sign-in', { email, password }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) {
        const wait = (e.body.details as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
        setError(`Demasiados intentos fallidos. Esperá ${wait ?? 'unos'} segundos y probá de nuevo.`);
      } else if (e instanceof ApiError && e.status === 401) setError('El email o la contraseña no son correctos.');
      else setError('No se pudo iniciar sesión. Revisá la conexión y probá de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="signin">
      <form className="signin-card" onSubmit={submit} aria-labelledby="signin-title">
        <div className="brand signin-brand">
          <span className="brand-mark" aria-hidden>F</span>
          <span className="brand-name">Facturador</span>
        </div>
        <h1 id="signin-title">Ingresar al panel</h1>
        <label className="field">
          <span>Email</span>
          <input type="email" name="email" autoComplete="username" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>Contraseña</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="button primary wide" disabled={busy}>{busy ? 'Ingresando…' : 'Ingresar'}</button>
        <p className="hint">En una instalación nueva, el email y la contraseña de la cuenta demo están en <code>data/demo-keys.json</code>.</p>
      </form>
    </div>
  );
}
