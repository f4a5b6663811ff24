import { ConsoleTable } from './console-parts.js';
import type { ContentStrings } from './content-strings.js';

/** Counts per type: added, changed (or updated), removed. */
export function ChangeCountsTable({
  words,
  counts,
  changedLabel,
}: {
  words: ContentStrings;
  counts: Record<string, { added: number; changed: number; removed: number }>;
  changedLabel: string;
}) {
  return (
    <ConsoleTable headings={[words.type, words.added, changedLabel, words.removed]}>
      {Object.entries(counts).map(([type, count]) => (
        <tr key={type} data-type={type}>
          <th scope="row">{words.typeName(type)}</th>
          <td>{count.added}</td>
          <td>{count.changed}</td>
          <td>{count.removed}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** The items of one type, per kind of change, folded: a list of names, and how many more. */
export function ListedItems({
  words,
  type,
  lists,
}: {
  words: ContentStrings;
  type: string;
  lists: Array<{ kind: string; items: Array<{ originalId: string; label: string }>; total: number }>;
}) {
  return (
    <>
      {lists
        .filter((list) => list.total > 0)
        .map((list) => (
          <details key={list.kind}>
            <summary>
              {words.listOf(words.typeName(type), list.kind)} ({list.total})
            </summary>
            <ul>
              {list.items.map((item) => (
                <li key={item.originalId}>{item.label}</li>
              ))}
              {list.total > list.items.length ? <li>{words.more(list.total - list.items.length)}</li> : null}
            </ul>
          </details>
        ))}
    </>
  );
}
