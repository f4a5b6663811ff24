import {
  afterLogin,
  type LoginLink,
  loginLinks,
  readLoginRouteProps,
  SET_PASSWORD_ROUTE_PROP,
} from '@showfloor/core';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { LoggedView } from './logged-view.js';
import { SetPasswordForm } from './set-password-form.js';
import { useAccountSession, useSessionSnapshot } from './use-account.js';
import '../../shell/forms.css';
import './login.css';

/**
 * The login page (spec core §2 "Login", §4): e-mail-type login and password, a button whose label
 * switches to loading; after a login it opens nextRoute then runs nextAction, else runs nextAction,
 * else opens the user-data page. Opened by someone already logged in, it shows who is.
 */
export function LoginPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { services, router, config, language } = useApp();
  const session = useAccountSession();
  const { login: state, profile } = useSessionSnapshot();
  const next = useMemo(() => readLoginRouteProps(props), [props]);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const wasLogging = useRef(false);
  const isLogging = state.status === 'logging';

  useEffect(() => {
    const justLogged = wasLogging.current && state.status === 'logged';
    wasLogging.current = state.status === 'logging';
    if (!justLogged) return;
    setPassword('');
    const target = afterLogin(next);
    if (target.route) router.navigate(target.route);
    if (target.action) services.loginActions.run(target.action.name, target.action.params);
  }, [state.status, next, router, services.loginActions]);

  // Spec core §4: already logged in and the page updates (new props), go home.
  const firstProps = useRef(props);
  useEffect(() => {
    if (props !== firstProps.current && session.isLoggedIn() && !wasLogging.current) {
      router.navigate({ pageKey: 'home', props: {} });
    }
  }, [props, session, router]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.submit(login, password);
  };

  if (state.status === 'logged' && profile) {
    return (
      <PageLayout title={t('login.title')}>
        <LoggedView
          profile={profile}
          onLogout={() => {
            setPassword('');
            void session.logout();
          }}
        />
      </PageLayout>
    );
  }

  const invitation = props[SET_PASSWORD_ROUTE_PROP];
  if (typeof invitation === 'string') {
    return (
      <PageLayout title={t('login.title')}>
        <div className="account-page">
          <SetPasswordForm token={invitation} session={session} />
        </div>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('login.title')}>
      <div className="account-page">
        <form className="account-form" onSubmit={submit} noValidate aria-busy={isLogging}>
          <div className="account-field">
            <label htmlFor="login-username">{t('login.username')}</label>
            <input
              id="login-username"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={login}
              onChange={(event) => setLogin(event.target.value)}
            />
          </div>
          <div className="account-field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {state.error === 'badLogin' ? (
            // The notification announces it; this line keeps it in view beside the fields.
            <p className="field-error">{t('login.messages.badLogin')}</p>
          ) : null}
          <div className="account-actions">
            <button type="submit" className="primary" disabled={isLogging}>
              {isLogging ? t('login.loading') : t('login.submit')}
            </button>
          </div>
        </form>
        <LoginLinks links={loginLinks(config, language)} />
      </div>
    </PageLayout>
  );
}

/** Forgotten-password, create-account and terms links, each only when configured (spec core §2). */
function LoginLinks({ links }: { links: readonly LoginLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav className="account-links" aria-label={t('login.links.label')} data-testid="login-links">
      {links.map((link) => (
        <a key={link.kind} href={link.url} target="_blank" rel="noopener noreferrer">
          {t(`login.links.${link.kind}`)}
          <span className="visually-hidden"> {t('login.opensInNewTab')}</span>
        </a>
      ))}
    </nav>
  );
}
