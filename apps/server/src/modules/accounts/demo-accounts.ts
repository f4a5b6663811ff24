import type {
  CodificationRepository,
  ParticipantInput,
  ParticipantRepository,
} from '../participants/index.js';
import {
  DEMO_CODIFICATIONS,
  DEMO_PARTICIPANT_COUNTS,
  DEMO_PARTICIPANT_PREFIX,
  generateDemoParticipants,
} from '../participants/index.js';
import type { AccountService } from './account.service.js';

/** The demo password of every demo account (stated in docs/accounts.md and the README). */
export const DEMO_PASSWORD = 'showfloor-demo';

/** Demo accounts, one per kind of user; their logins are in docs/accounts.md. */
export const DEMO_ACCOUNTS: readonly { login: string; profile: ParticipantInput }[] = [
  {
    login: 'visitor@demo.showfloor.test',
    profile: {
      civility: 'Mme',
      firstName: 'Valérie',
      lastName: 'Visiteur',
      role: 'Acheteuse',
      type: 'visitor',
      profil: 'visitor',
      organizationName: 'Demo Industries',
      phone: '+33 1 23 45 67 01',
    },
  },
  {
    login: 'exhibitor@demo.showfloor.test',
    profile: {
      civility: 'M.',
      firstName: 'Éric',
      lastName: 'Exposant',
      role: 'Directeur commercial',
      type: 'exhibitor',
      profil: 'exhibitor',
      organizationName: 'Demo Exposant SA',
      phone: '+33 1 23 45 67 02',
    },
  },
  {
    login: 'speaker@demo.showfloor.test',
    profile: {
      civility: 'Dr',
      firstName: 'Sofia',
      lastName: 'Speaker',
      role: 'Chercheuse',
      type: 'speaker',
      profil: 'speaker',
      organizationName: 'Demo Lab',
      phone: '+33 1 23 45 67 03',
    },
  },
];

export interface DemoNetworkingCounts {
  accountsCreated: number;
  accountsReset: number;
  participants: number;
  milliseconds: number;
}

export interface DemoNetworkingDeps {
  accounts: AccountService;
  participantRepository: ParticipantRepository;
  codifications: CodificationRepository;
}

/**
 * Creates the demo accounts (or resets their password), the codification lists and the generated
 * participants, replacing the previous generated ones. Accounts and their profiles are kept.
 */
export async function loadDemoNetworking(
  deps: DemoNetworkingDeps,
  size: keyof typeof DEMO_PARTICIPANT_COUNTS,
): Promise<DemoNetworkingCounts> {
  const started = performance.now();
  let accountsCreated = 0;
  let accountsReset = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await deps.accounts.resetPassword(account.login, DEMO_PASSWORD)) {
      accountsReset++;
    } else {
      await deps.accounts.createAccount({
        login: account.login,
        password: DEMO_PASSWORD,
        profile: account.profile,
      });
      accountsCreated++;
    }
  }
  await deps.codifications.replace(DEMO_CODIFICATIONS);
  const participants = await deps.participantRepository.replaceGenerated(
    DEMO_PARTICIPANT_PREFIX,
    generateDemoParticipants(DEMO_PARTICIPANT_COUNTS[size]),
  );
  return {
    accountsCreated,
    accountsReset,
    participants,
    milliseconds: Math.round(performance.now() - started),
  };
}
