import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api, currentEnvironment, setCsrfToken, setEnvironment, whenSignedOut, type Environment, type Session } from './api';
import { Header } from './components/Header';
import { InboxPage } from './pages/InboxPage';
import { ReviewPage } from './pages/ReviewPage';
import { SignInPage } from './pages/SignInPage';
const AccountPage = lazy(() => import('./pages/AccountPage').then((m) => ({ default: m.AccountPage })));
const KeysPage = lazy(() => import('./pages/KeysPage').then((m) => ({ default: m.KeysPage })));
const TeamPage = lazy(() => import('./pages/TeamPage').then((m) => ({ default: m.TeamPage })));
const CuitsPage = lazy(() => import('./pages/CuitsPage').then((m) => ({ default: m.CuitsPage })));
const TemplatesPage = lazy(() => import('./pages/TemplatesPage').then((m) => ({ default: m.TemplatesPage })));
const VouchersPage = lazy(() => import('./pages/VouchersPage').then((m) => ({ default: m.VouchersPage })));
const WebhooksPage = lazy(() => import('./pages/WebhooksPage').then((m) => ({ default: m.WebhooksPage })));
import { navigate, usePath } from './router';

export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [environment, setEnv] = useState<Environment>(currentEnvironment());
  const path = usePath();

  const signedIn = useCallback((value: Session) => {
    setCsrfToken(value.csrfToken);
    setSession(value);
  }, []);

  useEffect(() => {
    whenSignedOut(() => {
      setCsrfToken(null);
      setSession(null);
    });
    api.get<Session>('/auth/session').then(signedIn, () => setSession(null));
  }, [signedIn]);

  if (session === undefined) return <div className="boot">Cargando…</div>;
  if (session === null) return <SignInPage onSignedIn={signedIn} />;

  const switchEnvironment = (value: Environment) => {
    setEnvironment(value);
    setEnv(value);
    if (path.startsWith('/drafts/')) navigate('/', { replace: true }); // a draft belongs to one environment
  };
  const signOut = async () => {
    await api.post('/auth/sign-out').catch(() => undefined);
    setCsrfToken(null);
    setSession(null);
    navigate('/', { replace: true });
  };

  const route = path.split('?')[0]!;
  let page: React.ReactNode;
  const draftMatch = /^\/drafts\/([0-9a-f-]{36})$/.exec(route);
  if (draftMatch) page = <ReviewPage key={`${draftMatch[1]}-${environment}`} draftId={draftMatch[1]!} />;
  else if (route === '/keys' && session.user.role === 'owner') page = <KeysPage key={environment} />;
  else if (route === '/team' && session.user.role === 'owner') page = <TeamPage />;
  else if (route === '/cuits' && session.user.role === 'owner') page = <CuitsPage key={environment} />;
  else if (route === '/templates') page = <TemplatesPage key={environment} />;
  else if (route === '/vouchers' && session.user.role === 'owner') page = <VouchersPage key={environment} />;
  else if (route === '/webhooks' && session.user.role === 'owner') page = <WebhooksPage key={environment} />;
  else if (route === '/account') page = <AccountPage session={session} />;
  else page = <InboxPage key={environment} environment={environment} />;

  return (
    <div className={`shell env-${environment}`}>
      <Header session={session} environment={environment} onEnvironment={switchEnvironment} onSignOut={signOut} path={route} />
      <main className="main"><Suspense fallback={<p className="muted">Cargando…</p>}>{page}</Suspense></main>
    </div>
  );
}
