import type { Language } from '../catalog/localized.js';
import type { ShowConfig } from '../config/show-config.js';

/** The links under the login form (spec core §2 "Login"), in this order. */
export type LoginLinkKind = 'forgottenPassword' | 'createAccount' | 'terms';

export interface LoginLink {
  kind: LoginLinkKind;
  url: string;
}

type LinkConfig = Pick<ShowConfig, 'forgottenPasswordUrl' | 'createAccountUrl' | 'termsUrl'>;

const CONFIG_FIELD: Record<LoginLinkKind, keyof LinkConfig> = {
  forgottenPassword: 'forgottenPasswordUrl',
  createAccount: 'createAccountUrl',
  terms: 'termsUrl',
};

/** Only web addresses open from the login page: a configured `javascript:` URL must never run. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * "Forgotten-password, create-account and terms links if configured": each link shows when the
 * configuration has it in the user's language, else in the other one.
 */
export function loginLinks(config: Partial<LinkConfig> | undefined, language: Language): LoginLink[] {
  const links: LoginLink[] = [];
  for (const kind of ['forgottenPassword', 'createAccount', 'terms'] as const) {
    const texts = config?.[CONFIG_FIELD[kind]];
    const url = (texts?.[language] ?? texts?.fr ?? texts?.en)?.trim();
    if (url && isWebUrl(url)) links.push({ kind, url });
  }
  return links;
}
