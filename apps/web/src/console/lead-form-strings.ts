import type { Language, LeadFormFieldKind } from '@showfloor/core';

/** The lead form page's words in the console's two languages. */
const LEAD_FORM_STRINGS = {
  en: {
    leadForm: 'Lead form',
    intro:
      'The questions exhibitors answer about each contact they scan (one form for the show). Their phones get it when they next register with their licence.',
    readOnly: 'Your role reads the form; an editor or an owner changes it.',
    loading: 'Loading the form…',
    field: (index: number, code: string): string => `Field ${index + 1}${code === '' ? '' : `: ${code}`}`,
    code: 'Code (key of the value in exports)',
    label: 'Question',
    type: 'Type',
    kinds: {
      text: 'Text',
      textarea: 'Long text',
      date: 'Date',
      number: 'Number',
      switch: 'Yes or no',
      radio: 'One choice',
      checkbox: 'Several choices',
      email: 'E-mail address',
    } satisfies Record<LeadFormFieldKind, string>,
    isMandatory: 'Mandatory',
    isReadOnly: 'Read only (filled from the badge)',
    defaultValue: 'Default value',
    cabPosition: 'Position on a plain badge (empty: not on the badge)',
    choices: 'Choices, one per line',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove',
    addField: 'Add a field',
    save: 'Save the form',
    saved: 'Lead form saved.',
    noField: 'The form has no field: exhibitors save contacts with the badge’s data only.',
  },
  fr: {
    leadForm: 'Formulaire de contact',
    intro:
      'Les questions auxquelles les exposants répondent pour chaque contact scanné (un formulaire pour le salon). Leurs téléphones le reçoivent à leur prochain enregistrement avec leur licence.',
    readOnly: 'Votre rôle lit le formulaire ; un éditeur ou un propriétaire le modifie.',
    loading: 'Chargement du formulaire…',
    field: (index: number, code: string): string => `Champ ${index + 1}${code === '' ? '' : ` : ${code}`}`,
    code: 'Code (clé de la valeur dans les exports)',
    label: 'Question',
    type: 'Type',
    kinds: {
      text: 'Texte',
      textarea: 'Texte long',
      date: 'Date',
      number: 'Nombre',
      switch: 'Oui ou non',
      radio: 'Un choix',
      checkbox: 'Plusieurs choix',
      email: 'Adresse e-mail',
    } satisfies Record<LeadFormFieldKind, string>,
    isMandatory: 'Obligatoire',
    isReadOnly: 'En lecture seule (rempli par le badge)',
    defaultValue: 'Valeur par défaut',
    cabPosition: 'Position sur un badge simple (vide : absent du badge)',
    choices: 'Choix, un par ligne',
    moveUp: 'Monter',
    moveDown: 'Descendre',
    remove: 'Retirer',
    addField: 'Ajouter un champ',
    save: 'Enregistrer le formulaire',
    saved: 'Formulaire de contact enregistré.',
    noField:
      'Le formulaire n’a aucun champ : les exposants enregistrent les contacts avec les seules données du badge.',
  },
};

export type LeadFormStrings = (typeof LEAD_FORM_STRINGS)['en'];

export function leadFormStrings(language: Language): LeadFormStrings {
  return LEAD_FORM_STRINGS[language];
}
