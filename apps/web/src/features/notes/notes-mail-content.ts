/** The exported notes as the mail's plain-text body: each item's title, then its note. */
export function notesMailContent(entries: readonly { title: string; text: string }[]): string {
  return entries.map((entry) => `${entry.title}\n${entry.text}`).join('\n\n');
}
