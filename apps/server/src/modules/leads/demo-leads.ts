import type { BadgeHolder, BadgeService } from '../badges/index.js';
import type { LeadCaptureService } from './lead-capture.service.js';
import type { LeadFormFieldInput, LeadFormRepository } from './lead-form.repository.js';

/**
 * Demo lead capture for `showfloor demo`: the form, licences for a few catalog exhibitors, signed
 * visitor badges and the show key pair published in config.json. Running the demo again keeps the
 * licences already sold, so printed sheets stay valid.
 */

const text = (
  Code: string,
  Label: string,
  CABPosition: number | null,
  extra: Partial<LeadFormFieldInput> = {},
) =>
  ({
    Code,
    Label,
    Type: 'text',
    Nature: 'badge',
    IsMandatory: false,
    IsReadOnly: false,
    DefaultValue: null,
    CABPosition,
    PrintPosition: CABPosition,
    Codifications: [],
    ...extra,
  }) satisfies LeadFormFieldInput;

const question = (
  Code: string,
  Label: string,
  Type: string,
  choices: string[] = [],
  extra: Partial<LeadFormFieldInput> = {},
): LeadFormFieldInput => ({
  Code,
  Label,
  Type,
  Nature: 'qualification',
  IsMandatory: false,
  IsReadOnly: false,
  DefaultValue: null,
  CABPosition: null,
  PrintPosition: null,
  Codifications: choices.map((label, index) => ({
    Id: index + 1,
    Code: `${Code}-${index + 1}`,
    Label: label,
  })),
  ...extra,
});

/**
 * Badge fields first, at the positions of the plain badge example of docs/badge-format.md
 * (`V0001&Durand#Anna#Acme`: Nom, Prenom, Societe), then qualification questions of every kind.
 */
export const DEMO_FORM_FIELDS: LeadFormFieldInput[] = [
  text('Nom', 'Nom', 1, { IsMandatory: true }),
  text('Prenom', 'Prénom', 2),
  text('Societe', 'Société', 3),
  text('Email', 'E-mail', 4, { Type: 'email' }),
  text('Pays', 'Pays', 5),
  text('Telephone', 'Téléphone', 6),
  text('Fonction', 'Fonction', 7),
  question('Projet', 'Type de projet', 'radio', ['Achat', 'Partenariat', 'Information']),
  question('Interets', "Centres d'intérêt", 'checkbox', [
    'Produits',
    'Services',
    'Formation',
    'Distribution',
  ]),
  question('Budget', 'Budget estimé (k€)', 'number'),
  question('Rappel', 'Date de rappel', 'date'),
  question('Chaud', 'Contact prioritaire', 'switch', [], { DefaultValue: 'false' }),
  question('Commentaire', 'Commentaire', 'textarea'),
];

const holder = (
  code: string,
  firstName: string,
  lastName: string,
  organizationName: string,
  email: string,
  role: string,
): BadgeHolder => ({ code, firstName, lastName, organizationName, email, role });

export const DEMO_VISITORS: BadgeHolder[] = [
  holder('V0001', 'Anna', 'Durand', 'Acme', 'anna.durand@acme.example', 'Acheteuse'),
  holder('V0002', 'Bruno', 'Martin', 'Boulangeries Martin', 'bruno@martin.example', 'Gérant'),
  holder(
    'V0003',
    'Chloé',
    'Bernard',
    'Cidrerie du Val',
    'c.bernard@cidrerie.example',
    'Directrice commerciale',
  ),
  holder('V0004', 'David', 'Petit', 'Domaine Petit', 'david.petit@domaine.example', 'Œnologue'),
  holder('V0005', 'Emma', 'Robert', 'Épicerie Fine Robert', 'emma@epicerie.example', 'Responsable achats'),
  holder('V0006', 'Farid', 'Haddad', 'Fromagerie Haddad', 'farid@fromagerie.example', 'Fondateur'),
  holder('V0007', 'Gaëlle', 'Leroy', 'Grand Hôtel Leroy', 'g.leroy@hotel.example', 'Cheffe de cuisine'),
  holder('V0008', 'Hugo', 'Moreau', 'Halles Moreau', 'hugo.moreau@halles.example', 'Acheteur'),
  holder('V0009', 'Inès', 'Fournier', 'Inès Conseil', 'ines@conseil.example', 'Consultante'),
];

const DEMO_EXHIBITOR_COUNT = 3;
const DEMO_USER_QUOTA = 3;

export interface DemoLeadsResult {
  licences: { code: string; exhibitorName: string; userQuota: number }[];
  badges: number;
  /** False when there is no show configuration to carry the public key yet. */
  isKeyPublished: boolean;
}

export async function loadDemoLeads(services: {
  leads: LeadCaptureService;
  forms: LeadFormRepository;
  badges: BadgeService;
}): Promise<DemoLeadsResult> {
  await services.forms.replaceFields(DEMO_FORM_FIELDS);
  const isKeyPublished = await services.badges.publishPublicKey();
  const issued = await services.badges.issueAndRecord(DEMO_VISITORS, { isDemo: true });
  const existing = await services.leads.listDemoLicences();
  for (const exhibitor of await services.leads.listCatalogExhibitors(DEMO_EXHIBITOR_COUNT)) {
    if (existing.some((licence) => licence.exhibitorOriginalId === exhibitor.originalId)) continue;
    await services.leads.createLicences({
      exhibitorOriginalId: exhibitor.originalId,
      exhibitorName: exhibitor.name,
      count: 1,
      userQuota: DEMO_USER_QUOTA,
      isDemo: true,
    });
  }
  const licences = (await services.leads.listDemoLicences()).map((licence) => ({
    code: licence.code,
    exhibitorName: licence.exhibitorName,
    userQuota: licence.userQuota,
  }));
  return { licences, badges: issued.length, isKeyPublished };
}

/** What the demo command prints: the licences to type or scan, and where the printable sheets are. */
export function demoLeadsReport(result: DemoLeadsResult): string[] {
  return [
    `demo lead capture: ${result.badges} signed visitor badges at /leads/demo-badges.html, ` +
      `licence QR codes at /leads/demo-licences.html` +
      (result.isKeyPublished ? '' : ' (no show configuration: badge key not published)'),
    ...result.licences.map(
      (licence) => `  licence ${licence.code}  ${licence.exhibitorName} (${licence.userQuota} users)`,
    ),
  ];
}
