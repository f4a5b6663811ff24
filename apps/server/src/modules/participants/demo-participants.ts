import { demoCodes } from './demo-codifications.js';
import type { ParticipantInput } from './participant-input.js';

/** Participants of the demo show: small 2,000, big 200,000 (dataset W). */
export const DEMO_PARTICIPANT_COUNTS = { small: 2_000, big: 200_000 } as const;
export const DEMO_PARTICIPANT_PREFIX = 'demo-';

const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Sarah',
  'Emma',
  'Zoé',
  'Jade',
  'Louise',
  'Alice',
  'Lucie',
  'Hélène',
  'Anaïs',
  'Mathilde',
  'Élodie',
  'Nora',
  'Yasmine',
  'Olivia',
  'Amelia',
  'Sophie',
  'Grace',
  'Lucas',
  'Hugo',
  'Louis',
  'Gabriel',
  'Arthur',
  'Jules',
  'Adam',
  'Raphaël',
  'Théo',
  'Nathan',
  'Paul',
  'Étienne',
  'Jérôme',
  'François',
  'Mehdi',
  'Karim',
  'Thomas',
  'Noah',
  'Oliver',
  'James',
  'Daniel',
  'Henry',
] as const;

const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefebvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Evans',
  'Walker',
] as const;

const ORGANIZATION_ROOTS = [
  'Axione',
  'Bellevue',
  'Cimatis',
  'Delta',
  'Ecovia',
  'Fluxia',
  'Gravitas',
  'Helios',
  'Innova',
  'Jura',
  'Kinetis',
  'Lumen',
  'Meridia',
  'Nexa',
  'Orbis',
  'Pyrène',
  'Quartz',
  'Rivage',
  'Solaris',
  'Tellus',
] as const;
const ORGANIZATION_KINDS = [
  'Industries',
  'Conseil',
  'Systems',
  'Énergie',
  'Logistique',
  'Digital',
  'Santé',
  'Group',
] as const;

const ROLES = [
  'Directeur commercial',
  'Directrice marketing',
  'Chef de projet',
  'Ingénieur R&D',
  'Acheteuse',
  'Responsable achats',
  'Développeur',
  'Consultante',
  'Chargé d’affaires',
  'Responsable RH',
  'CTO',
  'CEO',
  'Sales manager',
  'Product owner',
  'Journaliste',
  'Analyste',
] as const;

const CIVILITIES = ['M.', 'Mme', 'Dr', ''] as const;

/** mulberry32: the same seed gives the same participants on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/**
 * `count` participants, generated deterministically. About 1 in 20 is not visible and 1 in 8 not
 * contactable, so the directory's rules show in the demo too.
 */
export function generateDemoParticipants(count: number, seed = 20_261_121): ParticipantInput[] {
  const random = seededRandom(seed);
  const profils = demoCodes('profil');
  const services = demoCodes('service');
  const interests = demoCodes('centerinterest');
  const participants: ParticipantInput[] = [];
  for (let index = 1; index <= count; index++) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const organizationName = `${pick(random, ORGANIZATION_ROOTS)} ${pick(random, ORGANIZATION_KINDS)}`;
    const interestCount = 1 + Math.floor(random() * 3);
    const chosen = new Set<string>();
    while (chosen.size < interestCount) chosen.add(pick(random, interests));
    const slug = `${firstName}.${lastName}`
      .normalize('NFKD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    participants.push({
      externalId: `${DEMO_PARTICIPANT_PREFIX}${String(index).padStart(6, '0')}`,
      civility: pick(random, CIVILITIES),
      firstName,
      lastName,
      organizationName,
      organizationWebsite: `https://www.${organizationName.split(' ')[0]?.toLowerCase() ?? 'example'}.example`,
      role: pick(random, ROLES),
      type: pick(random, profils),
      email: `${slug}.${index}@participants.showfloor.test`,
      phone: `+33 1 ${String(10_000_000 + index)
        .slice(-8)
        .replace(/(\d{2})(?=\d)/g, '$1 ')}`,
      profil: pick(random, profils),
      service: pick(random, services),
      centerinterest: [...chosen].sort(),
      visible: random() >= 0.05,
      contactable: random() >= 0.125,
    });
  }
  return participants;
}
