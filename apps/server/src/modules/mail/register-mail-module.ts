import type { FastifyInstance } from 'fastify';
import type { MailSettings } from '../../config.js';
import { loadMailConfig } from './mail-config.js';
import { registerNotesMailRoutes } from './notes-mail.routes.js';
import { NotesMailService } from './notes-mail.service.js';

/** The notes export relay. */
export async function registerMailModule(
  app: FastifyInstance,
  dataDir: string,
  settings: MailSettings,
): Promise<void> {
  await registerNotesMailRoutes(app, { service: new NotesMailService(loadMailConfig(settings, dataDir)) });
}
