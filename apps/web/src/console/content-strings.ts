import type { Language } from '@showfloor/core';

const TYPE_NAMES_EN: Record<string, string> = {
  events: 'Sessions',
  speakers: 'Speakers',
  places: 'Rooms and places',
  event_categories: 'Tracks',
  exhibitors: 'Exhibitors',
  exhibitor_categories: 'Exhibitor categories',
  buildings: 'Buildings',
  floors: 'Levels',
  countries: 'Countries',
};
const TYPE_NAMES_FR: Record<string, string> = {
  events: 'Sessions',
  speakers: 'Intervenants',
  places: 'Salles et lieux',
  event_categories: 'Thématiques',
  exhibitors: 'Exposants',
  exhibitor_categories: 'Catégories d’exposants',
  buildings: 'Bâtiments',
  floors: 'Niveaux',
  countries: 'Pays',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The words of the console's Content and Publish pages, in its two languages. */
const STRINGS = {
  en: {
    content: 'Content',
    publish: 'Publish',
    readOnly: 'Your role may read this page, not change the content.',
    pickFile: 'File to import',
    fileHint: (megabytes: number) =>
      `A schedule (frab XML, c3voc or pretalx JSON), a catalog JSON, a venue (IMDF zip, OSM GeoJSON), or an exhibitor list (CSV or XLSX); ${megabytes} MB at most. Nothing is imported before you read the dry run.`,
    listHint:
      'Exhibitor list: one row per exhibitor under a header row. Columns, in English or French: Name (required; or Company, Nom, Société), ID, Stand, Description, Website, Email, Phone, Category (several separated by ; or |, “Parent > Child” for a sub-category), Country, Address, Postal code, City, Logo URL. Without an ID column, an exhibitor is known by its name.',
    checkFile: 'Check the file (dry run)',
    checking: 'Reading the file…',
    tooLarge: (megabytes: number) => `This file is larger than ${megabytes} MB: it cannot be uploaded.`,
    dryRunOf: (name: string) => `Dry run of ${name}`,
    kindOf: { schedule: 'Schedule', catalog: 'Catalog', venue: 'Venue', exhibitors: 'Exhibitor list' },
    type: 'Type',
    added: 'Added',
    updated: 'Updated',
    changed: 'Changed',
    removed: 'Removed',
    nothingChanges: 'Nothing would change: the catalog holds this file already.',
    configFromFile: 'The show configuration would be the one in the file.',
    configDerived: 'The show configuration would be derived from this file (name, days, time zone).',
    configUnchanged: 'The show configuration stays as it is.',
    errorsTitle: 'Errors: this file cannot be imported',
    errorsHelp: 'Fix the file and upload it again. Nothing of it was kept.',
    warnings: (count: number) => plural(count, 'warning', 'warnings'),
    logosToFetch: (count: number, seconds: number) =>
      `${plural(count, 'logo', 'logos')} would be fetched from ${count === 1 ? 'its' : 'their'} address on Apply (https only, ${seconds} s each); an exhibitor whose logo cannot be fetched is imported without one, with a warning.`,
    appliedWarnings: (count: number) => `The import said: ${plural(count, 'warning', 'warnings')}`,
    badRowsTitle: (count: number) => `${plural(count, 'row', 'rows')} of the file would be left out`,
    skipBadRows: (count: number) => `Skip the ${plural(count, 'bad row', 'bad rows')} and import the rest`,
    apply: 'Apply: import this file',
    applying: 'Importing…',
    applied: (added: number, updated: number, removed: number) =>
      `Imported: ${added} added, ${updated} updated, ${removed} removed. Publish to send it to visitors.`,
    goPublish: 'Go to Publish',
    listOf: (type: string, kind: string) => `${type}: ${kind}`,
    more: (count: number) => `and ${count} more`,
    typeName: (type: string) => TYPE_NAMES_EN[type] ?? type,
    comparedWith: (version: number) => `The draft compared with the published version ${version}.`,
    nothingPublished: 'Nothing is published yet: everything in the draft is new.',
    notComparable: (version: number) =>
      `Version ${version} was published before versions kept their catalog: the draft is shown as all new.`,
    noChanges: 'The draft is the published version: nothing to publish.',
    configChanged: 'The show configuration changed too.',
    sessionsTitle: 'Sessions moved or cancelled',
    movedTime: 'Moved in time',
    movedRoom: 'Moved room',
    cancelled: 'Cancelled',
    from: (old: string, next: string) => `${old} → ${next}`,
    none: 'none',
    note: 'Note for this version (what changed, for the team)',
    publishVersion: (version: number) => `Publish version ${version}`,
    publishing: 'Publishing…',
    published: (version: number, changes: number) =>
      `Version ${version} published (${plural(changes, 'change', 'changes')}). Visitors get it at their next update.`,
    versions: 'Versions',
    noVersions: 'No version published yet.',
    version: 'Version',
    publishedAt: 'Published',
    noteHeading: 'Note',
    by: 'By',
    changes: 'Changes',
    actions: 'Actions',
    restoredFrom: (version: number) => `(version ${version} again)`,
    changeSummary: (added: number, changed: number, removed: number) => `+${added} ~${changed} −${removed}`,
    unknown: 'unknown',
    publishAgain: (version: number) => `Publish again: version ${version}`,
    publishAgainLabel: 'Publish again',
    confirmAgain: (version: number) =>
      `Publish version ${version} again as a new version? Its catalog replaces the draft, unpublished changes included.`,
    confirm: 'Yes, publish it again',
    cancel: 'Cancel',
    cannotRestore: 'not kept',
  },
  fr: {
    content: 'Contenu',
    publish: 'Publier',
    readOnly: 'Votre rôle permet de lire cette page, pas de changer le contenu.',
    pickFile: 'Fichier à importer',
    fileHint: (megabytes: number) =>
      `Un programme (XML frab, JSON c3voc ou pretalx), un catalogue JSON, un lieu (zip IMDF, GeoJSON OSM), ou une liste d’exposants (CSV ou XLSX) ; ${megabytes} Mo au plus. Rien n’est importé avant que vous ayez lu la simulation.`,
    listHint:
      'Liste d’exposants : une ligne par exposant sous une ligne d’en-tête. Colonnes, en français ou en anglais : Nom (obligatoire ; ou Société, Company, Name), ID, Stand, Description, Site web, E-mail, Téléphone, Catégorie (plusieurs séparées par ; ou |, « Parent > Enfant » pour une sous-catégorie), Pays, Adresse, Code postal, Ville, URL du logo. Sans colonne ID, un exposant est reconnu à son nom.',
    checkFile: 'Vérifier le fichier (simulation)',
    checking: 'Lecture du fichier…',
    tooLarge: (megabytes: number) => `Ce fichier dépasse ${megabytes} Mo : il ne peut pas être envoyé.`,
    dryRunOf: (name: string) => `Simulation de ${name}`,
    kindOf: { schedule: 'Programme', catalog: 'Catalogue', venue: 'Lieu', exhibitors: 'Liste d’exposants' },
    type: 'Type',
    added: 'Ajoutés',
    updated: 'Mis à jour',
    changed: 'Modifiés',
    removed: 'Retirés',
    nothingChanges: 'Rien ne changerait : le catalogue contient déjà ce fichier.',
    configFromFile: 'La configuration du salon serait celle du fichier.',
    configDerived: 'La configuration du salon serait déduite de ce fichier (nom, jours, fuseau horaire).',
    configUnchanged: 'La configuration du salon reste telle quelle.',
    errorsTitle: 'Erreurs : ce fichier ne peut pas être importé',
    errorsHelp: 'Corrigez le fichier et envoyez-le de nouveau. Rien n’en a été gardé.',
    warnings: (count: number) => plural(count, 'avertissement', 'avertissements'),
    logosToFetch: (count: number, seconds: number) =>
      `${plural(count, 'logo serait téléchargé', 'logos seraient téléchargés')} depuis ${count === 1 ? 'son' : 'leur'} adresse à l’application (https seulement, ${seconds} s chacun) ; un exposant dont le logo ne peut être téléchargé est importé sans logo, avec un avertissement.`,
    appliedWarnings: (count: number) =>
      `L’import a signalé ${plural(count, 'avertissement', 'avertissements')}`,
    badRowsTitle: (count: number) =>
      `${plural(count, 'ligne', 'lignes')} du fichier ${count === 1 ? 'serait laissée' : 'seraient laissées'} de côté`,
    skipBadRows: (count: number) =>
      `Ignorer ${count === 1 ? 'la ligne invalide' : `les ${count} lignes invalides`} et importer le reste`,
    apply: 'Appliquer : importer ce fichier',
    applying: 'Import en cours…',
    applied: (added: number, updated: number, removed: number) =>
      `Importé : ${added} ajoutés, ${updated} mis à jour, ${removed} retirés. Publiez pour l’envoyer aux visiteurs.`,
    goPublish: 'Aller à Publier',
    listOf: (type: string, kind: string) => `${type} : ${kind}`,
    more: (count: number) => `et ${count} de plus`,
    typeName: (type: string) => TYPE_NAMES_FR[type] ?? type,
    comparedWith: (version: number) => `Le brouillon comparé à la version publiée ${version}.`,
    nothingPublished: 'Rien n’est encore publié : tout le brouillon est nouveau.',
    notComparable: (version: number) =>
      `La version ${version} a été publiée avant que les versions gardent leur catalogue : tout le brouillon apparaît comme nouveau.`,
    noChanges: 'Le brouillon est la version publiée : rien à publier.',
    configChanged: 'La configuration du salon a changé aussi.',
    sessionsTitle: 'Sessions déplacées ou annulées',
    movedTime: 'Déplacée dans le temps',
    movedRoom: 'Changée de salle',
    cancelled: 'Annulée',
    from: (old: string, next: string) => `${old} → ${next}`,
    none: 'aucune',
    note: 'Note pour cette version (ce qui a changé, pour l’équipe)',
    publishVersion: (version: number) => `Publier la version ${version}`,
    publishing: 'Publication…',
    published: (version: number, changes: number) =>
      `Version ${version} publiée (${plural(changes, 'changement', 'changements')}). Les visiteurs la reçoivent à leur prochaine mise à jour.`,
    versions: 'Versions',
    noVersions: 'Aucune version publiée.',
    version: 'Version',
    publishedAt: 'Publiée le',
    noteHeading: 'Note',
    by: 'Par',
    changes: 'Changements',
    actions: 'Actions',
    restoredFrom: (version: number) => `(version ${version} de nouveau)`,
    changeSummary: (added: number, changed: number, removed: number) => `+${added} ~${changed} −${removed}`,
    unknown: 'inconnu',
    publishAgain: (version: number) => `Publier de nouveau : version ${version}`,
    publishAgainLabel: 'Publier de nouveau',
    confirmAgain: (version: number) =>
      `Publier de nouveau la version ${version} comme une nouvelle version ? Son catalogue remplace le brouillon, changements non publiés compris.`,
    confirm: 'Oui, la publier de nouveau',
    cancel: 'Annuler',
    cannotRestore: 'non gardée',
  },
} satisfies Record<Language, unknown>;

export type ContentStrings = (typeof STRINGS)['en'];

export function contentStrings(language: Language): ContentStrings {
  return STRINGS[language];
}
