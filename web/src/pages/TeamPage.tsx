import { useEffect, useState } from 'react';
import { api, ApiError } from '../api';
import { formatDateTime } from '../format';

interface User {
  id: string;
  email: string;
  role: string;
  createdAt: string;
}

/** Owners invite reviewers (or other owners); the first password is shown once to pass on. */
export function TeamPage() {
  const [users, setUsers] = useState<User[]>([]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'reviewer' | 'owner'>('reviewer');
  const [invited, setInvited] = useState<{ email: string; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = () => api.get<{ users: User[] }>('/account/users').then((r) => setUsers(r.users), () => undefined);
  useEffect(() => void load(), []);

  const invite = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const r = await api.post<{ user: User; password: string }>('/account/users', { email, role });
      setInvited({ email: r.user.email, password: r.password });
      setEmail('');
      await load();
    } catch (e) {
      setError(e instanceof ApiError ? (e.body.message ?? 'No se pudo invitar.') : 'No se pudo invitar.');
    }
  };

  return (
    <section className="narrow-page">
      <h1>Equipo</h1>
      <p className="muted">Los <strong>revisores</strong> ven y aprueban borradores y editan plantillas; los <strong>titulares</strong> además manejan claves, webhooks y CUITs.</p>
      <table className="table">
        <thead><tr><th>Email</th><th>Rol</th><th>Desde</th></tr></thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}><td>{u.email}</td><td>{u.role === 'owner' ? 'Titular' : 'Revisor'}</td><td>{formatDateTime(u.createdAt)}</td></tr>
          ))}
        </tbody>
      </table>
      <form className="inline-form" onSubmit={invite}>
        <h2>Invitar</h2>
        <label className="field"><span>Email</span><input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} /></label>
        <label className="field"><span>Rol</span>
          <select value={role} onChange={(e) => setRole(e.target.value as 'reviewer' | 'owner')}>
            <option value="reviewer">Revisor</option>
            <option value="owner">Titular</option>
          </select>
        </label>
        <button type="submit" className="button primary">Invitar</button>
      </form>
      {error && <p className="form-error">{error}</p>}
      {invited && (
        <div className="notice ok" role="status">
          Pasale a <strong>{invited.email}</strong> esta contraseña inicial (se muestra una sola vez; la puede cambiar en «Mi cuenta»): <code className="full-key">{invited.password}</code>
        </div>
      )}
    </section>
  );
}
