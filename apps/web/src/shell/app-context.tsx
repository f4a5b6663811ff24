import type { Language, ShowConfig } from '@showfloor/core';
import { createContext, useContext } from 'react';
import type { AppServices } from './app-services.js';
import type { Router } from './router.js';

/** What every screen may use: the services, the router, the show configuration and the language. */
export interface AppContextValue {
  services: AppServices;
  router: Router;
  config: ShowConfig | undefined;
  language: Language;
}

const AppContext = createContext<AppContextValue | null>(null);

export const AppContextProvider = AppContext.Provider;

/** The app context; screens call it instead of receiving services through props. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() outside <AppRoot>');
  return value;
}
