import type { CodificationChoice, CodificationsDatas, Language } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useApp } from '../../shell/app-context.js';

export type CodificationLists = Partial<Record<string, CodificationChoice[]>>;

/** The label of a choice in the language, else the other one, else its code. */
export function choiceLabel(choice: CodificationChoice, language: Language): string {
  return choice.label.$t[language] ?? choice.label.$t.fr ?? choice.label.$t.en ?? choice.code;
}

/**
 * The advanced search's choice lists from getCodifs.htm: those fetched on login (spec core §4
 * "Codifications are retrieved automatically"), else fetched now, once per session.
 */
export function useCodifications(): CodificationLists {
  const memory = useApp().services.participants;
  const [lists, setLists] = useState<CodificationLists>(() => toLists(memory.codifications));
  useEffect(() => {
    if (memory.codifications) return;
    let isCurrent = true;
    memory
      .loadCodifications()
      .then((datas) => {
        if (isCurrent) setLists(toLists(datas));
      })
      .catch((error: unknown) => console.error('codifications fetch failed', error));
    return () => {
      isCurrent = false;
    };
  }, [memory]);
  return lists;
}

function toLists(datas: CodificationsDatas | null): CodificationLists {
  const lists: CodificationLists = {};
  for (const field of datas?.fieldsInfo ?? []) lists[field.nameField] = field.codif;
  return lists;
}
