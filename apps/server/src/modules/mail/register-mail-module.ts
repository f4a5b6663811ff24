import type { FastifyInstance } from 'fastify';
import { loadMailConfig, type MailConfig } from './mail-config.js';
import { registerNotesMailRoutes } from './notes-mail.routes.js';
import { NotesMailService } from './notes-mail.service.js';

/** The notes export relay; configuration from the environment unless given (tests). */
export async function registerMailModule(
  app: FastifyInstance,
  dataDir: string,
  config: MailConfig = loadMailConfig(process.env, dataDir),
): Promise<void> {
  await registerNotesMailRoutes(app, { service: new NotesMailService(config) });
}
