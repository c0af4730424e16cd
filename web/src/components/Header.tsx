import type { Environment, Session } from '../api';
import { Link } from '../router';

interface Props {
  session: Session;
  environment: Environment;
  path: string;
  onEnvironment(value: Environment): void;
  onSignOut(): void;
}

/** Always visible: where you are, which environment your actions go to, who you are. */
export function Header({ session, environment, path, onEnvironment, onSignOut }: Props) {
  const owner = session.user.role === 'owner';
  const tab = (to: string, label: string) => (
    <Link to={to} className={`nav-link${(to === '/' ? path === '/' || path.startsWith('/drafts') : path.startsWith(to)) ? ' active' : ''}`}>
      {label}
    </Link>
  );
  return (
    <header className="header">
      <div className="brand">
        <span className="brand-mark" aria-hidden>F</span>
        <span className="brand-name">Facturador</span>
        <span className="account-name">{session.user.accountName}</span>
      </div>
      <nav className="nav" aria-label="Secciones">
        {tab('/', 'Bandeja')}
        {tab('/templates', 'Plantillas')}
        {owner && tab('/vouchers', 'Comprobantes')}
        {owner && tab('/cuits', 'CUITs')}
        {owner && tab('/keys', 'Claves API')}
        {owner && tab('/webhooks', 'Webhooks')}
        {owner && tab('/team', 'Equipo')}
      </nav>
      <div className="env-switch" role="radiogroup" aria-label="Entorno">
        {(['testing', 'production'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={environment === value}
            className={`env-option env-option-${value}${environment === value ? ' selected' : ''}`}
            onClick={() => onEnvironment(value)}
          >
            {value === 'testing' ? 'Pruebas' : 'Producción'}
          </button>
        ))}
      </div>
      <div className="user">
        <Link to="/account" className="user-email" title={`${session.user.email}: mi cuenta y contraseña`}>{session.user.email}</Link>
        <span className="user-role">{owner ? 'Titular' : 'Revisor'}</span>
        <button type="button" className="link-button" onClick={onSignOut}>Salir</button>
      </div>
    </header>
  );
}
