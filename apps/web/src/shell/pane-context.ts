import { createContext, useContext } from 'react';

/**
 * Where a page is drawn: alone ('single'), or in the two-column mode as the list on the left
 * ('master') or the item on the right ('detail'). Only one page of the screen is its main content.
 */
export type Pane = 'single' | 'master' | 'detail';

const PaneContext = createContext<Pane>('single');

export const PaneProvider = PaneContext.Provider;

export function usePane(): Pane {
  return useContext(PaneContext);
}
