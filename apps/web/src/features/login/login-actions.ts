import type { JsonValue } from '@showfloor/core';

/**
 * Actions a login can resume (spec core §2 "nextAction (name and params)"): a feature registers the
 * actions it sends users to login for; the login page runs the one named once the user is logged in.
 */
export type LoginActionHandler = (params: JsonValue) => void;

const handlers = new Map<string, LoginActionHandler>();

export function registerLoginAction(name: string, handler: LoginActionHandler): void {
  handlers.set(name, handler);
}

/** Runs a registered action; an unknown name is logged, as unknown data types are (core §8). */
export function runLoginAction(name: string, params: JsonValue): void {
  const handler = handlers.get(name);
  if (handler) handler(params);
  else console.error(`unknown login action: ${name}`);
}
