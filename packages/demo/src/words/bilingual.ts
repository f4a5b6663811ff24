/** A text in French and English, as word lists give it before it becomes `{ $t: { fr, en } }`. */
export interface Bilingual {
  fr: string;
  en: string;
}
