import { useState } from 'react';
import { api, ApiError, type Session } from '../api';

export function AccountPage({ session }: { session: Session }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

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
