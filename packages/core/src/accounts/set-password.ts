import { z } from 'zod';

/**
 * A visitor sets their password through an invitation's link (the console's People page sends it):
 * the visitor app's call and its shapes, apart from the console's so that the app never loads those.
 */

/** A visitor's password, set through an invitation's link. */
export const PARTICIPANT_PASSWORD_MIN_CHARS = 10;
/** The login page's prop that carries an invitation's token (`?/login?setPassword=…`). */
export const SET_PASSWORD_ROUTE_PROP = 'setPassword';
/** The visitor app's call that spends an invitation's link. */
export const ACCOUNT_SET_PASSWORD_PATH = '/accounts/set-password';

export const accountSetPasswordSchema = z.strictObject({
  token: z.string().min(20).max(100),
  password: z.string().min(PARTICIPANT_PASSWORD_MIN_CHARS).max(1_000),
});
/** Its answer's `datas`: the login the password was set for, which the app then logs in with. */
export const accountPasswordSetSchema = z.object({ login: z.string() });
