import { describe, expect, it } from 'vitest';
import { loginLinks } from './login-links.js';

describe('login page links', () => {
  it('shows no link when none is configured', () => {
    expect(loginLinks(undefined, 'en')).toEqual([]);
    expect(loginLinks({}, 'fr')).toEqual([]);
  });

  it('shows the configured links in order, in the user’s language', () => {
    expect(
      loginLinks(
        {
          termsUrl: { fr: 'https://show.example/fr/cgu', en: 'https://show.example/en/terms' },
          forgottenPasswordUrl: { en: 'https://show.example/en/password' },
          createAccountUrl: {
            fr: 'https://show.example/fr/inscription',
            en: 'https://show.example/en/register',
          },
        },
        'en',
      ),
    ).toEqual([
      { kind: 'forgottenPassword', url: 'https://show.example/en/password' },
      { kind: 'createAccount', url: 'https://show.example/en/register' },
      { kind: 'terms', url: 'https://show.example/en/terms' },
    ]);
  });

  it('falls back to the other language, and leaves out what is not a web address', () => {
    expect(
      loginLinks(
        {
          forgottenPasswordUrl: { fr: 'https://show.example/fr/mot-de-passe' },
          createAccountUrl: { en: 'javascript:alert(1)' },
        },
        'en',
      ),
    ).toEqual([{ kind: 'forgottenPassword', url: 'https://show.example/fr/mot-de-passe' }]);
  });
});
