import type { Language, PublishedDataType } from '@showfloor/core';

const TYPE_NAMES: Readonly<Record<Language, Partial<Record<PublishedDataType, string>>>> = {
  en: {
    events: 'Sessions',
    event_categories: 'Tracks',
    exhibitors: 'Exhibitors',
    exhibitor_categories: 'Exhibitor categories',
    speakers: 'Speakers',
    places: 'Places and rooms',
    speaker_categories: 'Speaker categories',
    newproducts: 'New products',
    services: 'Services',
    restaurants: 'Restaurants',
    infos: 'Practical information',
    documents: 'Documents',
    countries: 'Countries',
    buildings: 'Buildings',
    floors: 'Floors',
  },
  fr: {
    events: 'Sessions',
    event_categories: 'Parcours',
    exhibitors: 'Exposants',
    exhibitor_categories: 'Catégories d’exposants',
    speakers: 'Intervenants',
    places: 'Lieux et salles',
    speaker_categories: 'Catégories d’intervenants',
    newproducts: 'Nouveautés',
    services: 'Services',
    restaurants: 'Restaurants',
    infos: 'Infos pratiques',
    documents: 'Documents',
    countries: 'Pays',
    buildings: 'Bâtiments',
    floors: 'Niveaux',
  },
};

/** The words of the console's items page. */
const STRINGS = {
  en: {
    items: 'Catalog',
    itemType: 'Type of item',
    filter: 'Filter by title or id',
    shown: (shown: number, total: number) => `${shown} of ${total} shown`,
    more: (hidden: number) => `${hidden} more: type more of a title to find them.`,
    none: 'No item matches.',
    empty: 'The catalog is empty: import a programme or a catalog first.',
    open: 'Edit',
    id: 'Id',
    title: 'Title',
    titleFr: 'Title in French',
    titleEn: 'Title in English',
    room: 'Room',
    noRoom: 'No room',
    when: 'When',
    start: 'Start',
    end: 'End',
    timesHint: (timeZone: string) =>
      `On the show’s clock (${timeZone}). A session that crosses midnight ends on the next day.`,
    startProblem: 'Give the start as a real date and time.',
    endProblem:
      'The end must be a real date and time after the start. A session that crosses midnight ends on the next day: change the end’s date.',
    description: 'Description (HTML)',
    descriptionFr: 'Description in French (HTML)',
    descriptionEn: 'Description in English (HTML)',
    descriptionHint:
      'Paragraphs, bold, italics, lists and links are kept; scripts, styles and event attributes are removed when saved.',
    descriptionTooLong: (max: number) => `At most ${max.toLocaleString('en')} characters.`,
    preview: (label: string) => `Preview of “${label}”, as visitors will see it`,
    previewEmpty: 'Empty.',
    titleProblem: 'Give a title.',
    fixFields: 'Correct the fields marked below: nothing was saved.',
    save: 'Save',
    saved: 'Saved. Visitors see it at the next publish.',
    changedSince:
      'Someone changed this item since you opened it: here it is as it is now. Make your change again.',
    readOnly: 'Your role may read the catalog, not change it.',
    fromProgramme: (source: string) =>
      `Imported from the programme (${source}): a new import of that programme replaces changes made here.`,
    otherFields: 'Other fields',
    close: 'Close',
    image: { logo: 'Logo', photo: 'Photo' },
    noImage: { logo: 'No logo yet.', photo: 'No photo yet.' },
    imageOf: { logo: (title: string) => `Logo of ${title}`, photo: (title: string) => `Photo of ${title}` },
    uploadImage: { logo: 'Upload a logo', photo: 'Upload a photo' },
    imageRule: (box: string, megabytes: number) =>
      `PNG, JPEG or WebP, ${megabytes} MB at most; shrunk to fit ${box}.`,
    uploading: 'Sending the image…',
    imageSaved: 'Image saved. Visitors see it at the next publish.',
    imageTooLarge: (megabytes: number) => `This file is larger than ${megabytes} MB: choose a smaller one.`,
    view: 'Show as',
    listView: 'List',
    treeView: 'Tree',
    treeOf: (type: string) => `Tree of ${type}`,
    treeHelp:
      'Arrange the categories with the buttons beside each one, or drag one above or below another, then save the tree. The app shows them in this order.',
    subCategories: (title: string, count: number) => `Sub-categories of ${title} (${count})`,
    moveUp: (title: string) => `Move ${title} up`,
    moveDown: (title: string) => `Move ${title} down`,
    moveIn: (title: string, into: string) => `Move ${title} into ${into}`,
    moveOut: (title: string, from: string) => `Move ${title} out of ${from}`,
    moved: (title: string, parent: string | undefined, position: number, count: number) =>
      `${title}: ${position} of ${count}${parent === undefined ? ' at the top' : ` in ${parent}`}.`,
    saveTree: 'Save the tree',
    undoTree: 'Undo the changes',
    unsavedTree: 'Changes not saved yet.',
    treeSaved: 'Tree saved. Visitors see it at the next publish.',
    treeChangedSince:
      'Someone changed these categories since you opened them: here is the tree as it is now. Make your changes again.',
    treeReadOnly: 'Your role may read the tree, not change it.',
    treeFromProgramme:
      'Some of these categories come from an imported programme: a new import of it puts them back as the programme has them.',
    noCategory: 'No category of this type.',
  },
  fr: {
    items: 'Catalogue',
    itemType: 'Type d’élément',
    filter: 'Filtrer par titre ou identifiant',
    shown: (shown: number, total: number) => `${shown} sur ${total} affichés`,
    more: (hidden: number) => `${hidden} de plus : tapez davantage d’un titre pour les trouver.`,
    none: 'Aucun élément ne correspond.',
    empty: 'Le catalogue est vide : importez d’abord un programme ou un catalogue.',
    open: 'Modifier',
    id: 'Identifiant',
    title: 'Titre',
    titleFr: 'Titre en français',
    titleEn: 'Titre en anglais',
    room: 'Salle',
    noRoom: 'Aucune salle',
    when: 'Horaire',
    start: 'Début',
    end: 'Fin',
    timesHint: (timeZone: string) =>
      `À l’heure du salon (${timeZone}). Une session qui passe minuit finit le jour suivant.`,
    startProblem: 'Indiquez le début : une date et une heure réelles.',
    endProblem:
      'La fin doit être une date et une heure réelles après le début. Une session qui passe minuit finit le jour suivant : changez la date de fin.',
    description: 'Description (HTML)',
    descriptionFr: 'Description en français (HTML)',
    descriptionEn: 'Description en anglais (HTML)',
    descriptionHint:
      'Paragraphes, gras, italique, listes et liens sont gardés ; scripts, styles et attributs d’événement sont retirés à l’enregistrement.',
    descriptionTooLong: (max: number) => `${max.toLocaleString('fr')} caractères au plus.`,
    preview: (label: string) => `Aperçu de « ${label} », tel que les visiteurs le verront`,
    previewEmpty: 'Vide.',
    titleProblem: 'Indiquez un titre.',
    fixFields: 'Corrigez les champs signalés ci-dessous : rien n’a été enregistré.',
    save: 'Enregistrer',
    saved: 'Enregistré. Les visiteurs le verront à la prochaine publication.',
    changedSince:
      'Quelqu’un a modifié cet élément depuis que vous l’avez ouvert : le voici tel qu’il est. Refaites votre modification.',
    readOnly: 'Votre rôle permet de lire le catalogue, pas de le modifier.',
    fromProgramme: (source: string) =>
      `Importé du programme (${source}) : un nouvel import de ce programme remplace les modifications faites ici.`,
    otherFields: 'Autres champs',
    close: 'Fermer',
    image: { logo: 'Logo', photo: 'Photo' },
    noImage: { logo: 'Pas encore de logo.', photo: 'Pas encore de photo.' },
    imageOf: { logo: (title: string) => `Logo de ${title}`, photo: (title: string) => `Photo de ${title}` },
    uploadImage: { logo: 'Envoyer un logo', photo: 'Envoyer une photo' },
    imageRule: (box: string, megabytes: number) =>
      `PNG, JPEG ou WebP, ${megabytes} Mo au plus ; réduit pour tenir dans ${box}.`,
    uploading: 'Envoi de l’image…',
    imageSaved: 'Image enregistrée. Les visiteurs la verront à la prochaine publication.',
    imageTooLarge: (megabytes: number) => `Ce fichier dépasse ${megabytes} Mo : choisissez-en un plus petit.`,
    view: 'Afficher en',
    listView: 'Liste',
    treeView: 'Arbre',
    treeOf: (type: string) => `Arbre des ${type.toLocaleLowerCase('fr')}`,
    treeHelp:
      'Rangez les catégories avec les boutons à côté de chacune, ou glissez-en une au-dessus ou au-dessous d’une autre, puis enregistrez l’arbre. L’application les montre dans cet ordre.',
    subCategories: (title: string, count: number) => `Sous-catégories de ${title} (${count})`,
    moveUp: (title: string) => `Monter ${title}`,
    moveDown: (title: string) => `Descendre ${title}`,
    moveIn: (title: string, into: string) => `Placer ${title} dans ${into}`,
    moveOut: (title: string, from: string) => `Sortir ${title} de ${from}`,
    moved: (title: string, parent: string | undefined, position: number, count: number) =>
      `${title} : ${position} sur ${count}${parent === undefined ? ' au premier niveau' : ` dans ${parent}`}.`,
    saveTree: 'Enregistrer l’arbre',
    undoTree: 'Annuler les changements',
    unsavedTree: 'Changements pas encore enregistrés.',
    treeSaved: 'Arbre enregistré. Les visiteurs le verront à la prochaine publication.',
    treeChangedSince:
      'Quelqu’un a modifié ces catégories depuis que vous les avez ouvertes : voici l’arbre tel qu’il est. Refaites vos changements.',
    treeReadOnly: 'Votre rôle permet de lire l’arbre, pas de le modifier.',
    treeFromProgramme:
      'Certaines de ces catégories viennent d’un programme importé : un nouvel import de celui-ci les remet comme le programme les range.',
    noCategory: 'Aucune catégorie de ce type.',
  },
};

export type ItemsStrings = (typeof STRINGS)['en'] & { typeName: (type: string) => string };

export function itemsStrings(language: Language): ItemsStrings {
  const names: Partial<Record<string, string>> = TYPE_NAMES[language];
  return { ...STRINGS[language], typeName: (type) => names[type] ?? type };
}
