import type { JsonValue } from '@showfloor/core';

/**
 * Actions a login can resume (spec core §2 "nextAction (name and params)"): the login page runs the
 * one named once the user is logged in.
 */
export type LoginActionHandler = (params: JsonValue) => void;

/**
 * The app's login actions. The composition root registers every one at startup: an action sent by
 * a page must run even when the login page is the first one opened and that page's code never loaded.
 */
export class LoginActions {
  private readonly handlers = new Map<string, LoginActionHandler>();

  register(name: string, handler: LoginActionHandler): void {
    this.handlers.set(name, handler);
  }

  has(name: string): boolean {
    return this.handlers.has(name);
  }

  /** Runs a registered action; an unknown name is logged, as unknown data types are (core §8). */
  run(name: string, params: JsonValue): void {
    const handler = this.handlers.get(name);
    if (handler) handler(params);
    else console.error(`unknown login action: ${name}`);
  }
}
