import { useEffect, useState } from 'react';
import { api, type Environment } from '../api';
import { formatDateTime } from '../format';

interface Key {
  environment: Environment;
  display: string;
  createdAt: string;
}

/** API keys (dashboard-only): masked; regenerating shows the full key once and kills the old one at once. */
export function KeysPage() {
  const [keys, setKeys] = useState<Key[]>([]);
  const [confirming, setConfirming] = useState<Environment | null>(null);
  const [revealed, setRevealed] = useState<{ environment: Environment; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = () => api.get<{ keys: Key[] }>('/account/api-keys').then((r) => setKeys([...r.keys].sort((a, b) => (a.environment === 'testing' ? -1 : b.environment === 'testing' ? 1 : 0))), () => setError('No se pudieron cargar las claves.'));
  useEffect(() => void load(), []);

  const regenerate = async (environment: Environment) => {
    setConfirming(null);
    try {
      const r = await api.post<{ environment: Environment; key: string }>(`/account/api-keys/${environment}/regenerate`);
      setRevealed(r);
      await load();
    } catch {
      setError('No se pudo regenerar la clave.');
    }
  };

  return (
    <section className="narrow-page">
      <h1>Claves API</h1>
      <p className="muted">Una clave por entorno. Se envía en el encabezado <code>x-api-key</code>; solo guardamos su huella, por eso la clave completa se muestra una sola vez.</p>
      {error && <p className="form-error">{error}</p>}
      {revealed && (
        <div className="notice ok reveal" role="status">
          <p><strong>Nueva clave de {revealed.environment === 'testing' ? 'pruebas' : 'producción'}.</strong> Copiala ahora: no se vuelve a mostrar. La anterior ya no funciona.</p>
          <code className="full-key" data-testid="new-key">{revealed.key}</code>
          <button type="button" className="button small" onClick={() => void navigator.clipboard?.writeText(revealed.key)}>Copiar</button>
        </div>
      )}
      <table className="table">
        <thead>
          <tr><th>Entorno</th><th>Clave</th><th>Creada</th><th /></tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.environment}>
              <td>{k.environment === 'testing' ? 'Pruebas' : 'Producción'}</td>
              <td className="mono">{k.display}</td>
              <td>{formatDateTime(k.createdAt)}</td>
              <td className="num">
                {confirming === k.environment ? (
                  <span className="confirm">
                    ¿Regenerar? La clave actual deja de funcionar al instante.{' '}
                    <button type="button" className="button danger small" onClick={() => void regenerate(k.environment)}>Sí, regenerar</button>{' '}
                    <button type="button" className="button small" onClick={() => setConfirming(null)}>Cancelar</button>
                  </span>
                ) : (
                  <button type="button" className="button small" onClick={() => setConfirming(k.environment)}>Regenerar…</button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
