import type { SourceItem } from '@showfloor/core';
import type { CategoryTree } from './generate-categories.js';
import type { Speaker } from './generate-speakers.js';
import type { SeededRandom } from './seeded-random.js';
import {
  addRef,
  bilingual,
  fillTemplate,
  htmlParagraphs,
  makeItem,
  numberedId,
} from './source-item-builder.js';
import { PAPER_SUBJECTS, PAPER_TITLES } from './words/program-words.js';

/**
 * Scientific papers presented at the show: authored by speakers, classified in paper categories and
 * presented during a session, with the back-references the speaker and event pages list.
 */
export function generatePapers(
  random: SeededRandom,
  count: number,
  categories: CategoryTree,
  speakers: readonly Speaker[],
  events: readonly SourceItem[],
): SourceItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = numberedId('pap', index, 3);
    const authors = random.sample(speakers, random.int(1, 3));
    const subject = random.pick(PAPER_SUBJECTS);
    const title = fillTemplate(random.pick(PAPER_TITLES), { topic: subject });
    const session = random.pick(events);
    const item = makeItem('papers', id, {
      title: bilingual(title),
      description: htmlParagraphs(
        {
          fr: `Nous présentons des résultats expérimentaux obtenus sur ${subject.fr} à l’échelle pilote.`,
          en: `We present experimental results obtained on ${subject.en} at pilot scale.`,
        },
        {
          fr: 'Les implications pour les industriels sont discutées.',
          en: 'Implications for manufacturers are discussed.',
        },
      ),
      lump: {
        code: `P-${String(index + 1).padStart(3, '0')}`,
        authors: authors.map((a) => a.citation).join(', '),
      },
    });
    for (const author of authors) {
      addRef(item, 'speakers', 'speakers', author.item.original_id);
      addRef(author.item, 'papers', 'papers', id);
    }
    addRef(item, 'cats', 'paper_categories', random.pick(categories.leafIds));
    addRef(item, 'events', 'events', session.original_id);
    addRef(session, 'papers', 'papers', id);
    return item;
  });
}
