import { type EditableDescription, sanitizedDescription } from '@showfloor/core';
import { FieldProblem, type ItemEditProblems, problemAttributes } from './item-edit-problems.js';
import type { ItemsStrings } from './items-strings.js';

const DESCRIPTION_HINT_ID = 'item-description-hint';

interface DescriptionFieldProps {
  path: string;
  label: string;
  lang?: 'fr' | 'en';
  html: string;
  words: ItemsStrings;
  problems: ItemEditProblems;
  onChange: (html: string) => void;
}

/** One description text as HTML, and beside it what the sanitiser keeps of it, as visitors will read it. */
function DescriptionField({ path, label, lang, html, words, problems, onChange }: DescriptionFieldProps) {
  const id = `item-${path.replace('.', '-')}`;
  const preview = sanitizedDescription(html);
  return (
    <div className="console-description">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        lang={lang}
        rows={6}
        value={html}
        onChange={(event) => onChange(event.target.value)}
        {...problemAttributes(problems, path, id, DESCRIPTION_HINT_ID)}
      />
      <FieldProblem problems={problems} path={path} id={id} words={words} />
      <figure className="console-description-preview">
        <figcaption>{words.preview(label)}</figcaption>
        {preview === '' ? (
          <p className="console-hint">{words.previewEmpty}</p>
        ) : (
          // The sanitiser's output: what the back office stores and the app shows.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's allow-list sanitiser just above.
          <div lang={lang} dangerouslySetInnerHTML={{ __html: preview }} />
        )}
      </figure>
    </div>
  );
}

interface DescriptionFieldsProps {
  description: EditableDescription;
  words: ItemsStrings;
  problems: ItemEditProblems;
  onChange: (description: EditableDescription) => void;
}

/** An item's description: one HTML text, or French and English when the item's description is localized. */
export function DescriptionFields({ description, words, problems, onChange }: DescriptionFieldsProps) {
  const hint = (
    <p id={DESCRIPTION_HINT_ID} className="console-hint">
      {words.descriptionHint}
    </p>
  );
  if (description.kind === 'plain') {
    return (
      <>
        {hint}
        <DescriptionField
          path="description.html"
          label={words.description}
          html={description.html}
          words={words}
          problems={problems}
          onChange={(html) => onChange({ kind: 'plain', html })}
        />
      </>
    );
  }
  return (
    <>
      {hint}
      <DescriptionField
        path="description.fr"
        label={words.descriptionFr}
        lang="fr"
        html={description.fr}
        words={words}
        problems={problems}
        onChange={(fr) => onChange({ ...description, fr })}
      />
      <DescriptionField
        path="description.en"
        label={words.descriptionEn}
        lang="en"
        html={description.en}
        words={words}
        problems={problems}
        onChange={(en) => onChange({ ...description, en })}
      />
    </>
  );
}
