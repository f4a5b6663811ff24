import { localizedText } from '@showfloor/core';
import type { CodificationInput } from './codification.repository.js';

/** Where the participant search fields read their choices (spec core §3 "Codification"). */
export const PARTICIPANT_CODIFICATION_SOURCE = {
  sourceCode: 'showfloor',
  entityCode: 'participants',
} as const;

const list = (nameField: string, values: [string, string, string][]): CodificationInput => ({
  ...PARTICIPANT_CODIFICATION_SOURCE,
  nameField,
  values: values.map(([code, fr, en]) => ({ code, label: localizedText(fr, en) })),
});

/** The demo show's lists: profile, department (single choice) and interests (multiple). */
export const DEMO_CODIFICATIONS: readonly CodificationInput[] = [
  list('profil', [
    ['visitor', 'Visiteur', 'Visitor'],
    ['exhibitor', 'Exposant', 'Exhibitor'],
    ['speaker', 'Intervenant', 'Speaker'],
    ['press', 'Presse', 'Press'],
    ['organizer', 'Organisateur', 'Organizer'],
  ]),
  list('service', [
    ['management', 'Direction générale', 'General management'],
    ['sales', 'Commercial', 'Sales'],
    ['marketing', 'Marketing', 'Marketing'],
    ['purchasing', 'Achats', 'Purchasing'],
    ['engineering', 'Bureau d’études', 'Engineering'],
    ['it', 'Informatique', 'IT'],
    ['hr', 'Ressources humaines', 'Human resources'],
    ['finance', 'Finance', 'Finance'],
  ]),
  list('centerinterest', [
    ['ai', 'Intelligence artificielle', 'Artificial intelligence'],
    ['energy', 'Énergie', 'Energy'],
    ['mobility', 'Mobilité', 'Mobility'],
    ['health', 'Santé', 'Health'],
    ['industry', 'Industrie 4.0', 'Industry 4.0'],
    ['security', 'Cybersécurité', 'Cybersecurity'],
    ['retail', 'Commerce', 'Retail'],
    ['food', 'Agroalimentaire', 'Food'],
    ['construction', 'Bâtiment', 'Construction'],
    ['sustainability', 'Développement durable', 'Sustainability'],
  ]),
];

export function demoCodes(nameField: string): string[] {
  return (
    DEMO_CODIFICATIONS.find((entry) => entry.nameField === nameField)?.values.map((value) => value.code) ?? []
  );
}
