import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { MailConfig } from './mail-config.js';
import { loadMailConfig } from './mail-config.js';
import { registerNotesMailRoutes } from './notes-mail.routes.js';
import { NotesMailService } from './notes-mail.service.js';

const KEY = 'show-secret';
const mailObject = {
  expeditor: 'notes@showfloor.test',
  recipient: 'visitor@example.test',
  subject: 'My notes — Salon 2026',
  content: 'Acme: call back about the robot arm.\nÉcole: brochure.',
};

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];
let dataDir = '';
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'relay' && auth.password === 'secret') callback(null, { user: 'relay' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  dataDir = await mkdtemp(path.join(tmpdir(), 'notes-mail-'));
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  received.length = 0;
  await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const SHOW_SENDER = 'Salon 2026 <no-reply@salon.example>';

async function appWith(config: Partial<MailConfig>, rateLimitPerMinute = 50): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  const service = new NotesMailService({
    notesKey: KEY,
    from: SHOW_SENDER,
    outboxDir: path.join(dataDir, 'outbox'),
    ...config,
  });
  await registerNotesMailRoutes(app, { service, rateLimitPerMinute });
  return app;
}

async function outbox(): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
}

const post = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/notes/mail', payload });

describe('POST /notes/mail', () => {
  it('sends the notes through the configured SMTP server', async () => {
    const app = await appWith({ smtpUrl: `smtp://relay:secret@127.0.0.1:${smtpPort}` });
    const response = await post(app, { mailObject, key: KEY });
    expect(response.json()).toEqual({ success: true, message: 'exportSuccess' });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['visitor@example.test']);
    expect(received[0]?.from).toBe('no-reply@salon.example');
    expect(received[0]?.data).toContain('From: Salon 2026 <no-reply@salon.example>');
    expect(received[0]?.data).toContain('Reply-To: notes@showfloor.test');
    expect(received[0]?.data).toContain('Subject: =?UTF-8?');
    expect(received[0]?.data).toContain('call back about the robot arm');
  });

  it('refuses a wrong key with INVALID_CREDENTIALS and sends nothing', async () => {
    const app = await appWith({ smtpUrl: `smtp://relay:secret@127.0.0.1:${smtpPort}` });
    const response = await post(app, { mailObject, key: 'guess' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'INVALID_CREDENTIALS' });
    expect(received).toHaveLength(0);
  });

  it('answers INVALID_SMTP_CONFIGURATION when the SMTP login is refused or the server is unreachable', async () => {
    const badLogin = await appWith({ smtpUrl: `smtp://relay:wrong@127.0.0.1:${smtpPort}` });
    expect((await post(badLogin, { mailObject, key: KEY })).json()).toEqual({
      success: false,
      message: 'INVALID_SMTP_CONFIGURATION',
    });
    const closedPort = await appWith({ smtpUrl: 'smtp://127.0.0.1:1' });
    expect((await post(closedPort, { mailObject, key: KEY })).json()).toMatchObject({
      message: 'INVALID_SMTP_CONFIGURATION',
    });
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const app = await appWith({});
    const response = await post(app, { mailObject, key: KEY });
    expect(response.json()).toEqual({ success: true, message: 'exportSuccess' });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(1);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: visitor@example.test');
    expect(eml).toContain('\r\n');
  });

  it("sends from the show's own address whatever the caller gives as expeditor", async () => {
    const app = await appWith({});
    const forged = { ...mailObject, expeditor: 'ceo@bank.example' };
    expect((await post(app, { mailObject: forged, key: KEY })).statusCode).toBe(200);
    const showName = { ...mailObject, expeditor: 'Salon 2026', recipient: 'other@example.test' };
    expect((await post(app, { mailObject: showName, key: KEY })).statusCode).toBe(200);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    for (const eml of mails) {
      expect(eml).toMatch(/^From: Salon 2026 <no-reply@salon\.example>\r$/m);
      expect(eml).not.toMatch(/^From: .*bank\.example/m);
    }
    // A visitor's address may be answered to; a name that is not an address is left out.
    expect(mails.filter((eml) => /^Reply-To: ceo@bank\.example\r$/m.test(eml))).toHaveLength(1);
    expect(mails.filter((eml) => /^Reply-To:/m.test(eml))).toHaveLength(1);
  });

  it('sends the body as plain text only, markup included as text', async () => {
    const app = await appWith({});
    const content = 'Notes <img src="https://tracker.example/p.gif"><a href="https://phish.example">bank</a>';
    expect((await post(app, { mailObject: { ...mailObject, content }, key: KEY })).statusCode).toBe(200);
    const [eml = ''] = await outbox();
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(eml).not.toContain('text/html');
    expect(eml).not.toContain('multipart');
  });

  it('limits sends per recipient and per device, each counted over an hour', async () => {
    let now = Date.parse('2026-11-21T10:00:00Z');
    const app = Fastify();
    apps.push(app);
    const service = new NotesMailService(
      {
        notesKey: KEY,
        from: SHOW_SENDER,
        outboxDir: path.join(dataDir, 'outbox'),
        quotas: { perDevicePerHour: 2, perRecipientPerHour: 2 },
      },
      () => now,
    );
    await registerNotesMailRoutes(app, { service, rateLimitPerMinute: 50 });
    const to = (recipient: string, remoteAddress = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: '/notes/mail',
        remoteAddress,
        payload: { mailObject: { ...mailObject, recipient }, key: KEY },
      });

    // Per recipient: a third mail to the same address (any case) from another device is refused.
    expect((await to('victim@example.test')).statusCode).toBe(200);
    expect((await to('Victim@Example.test', '198.51.100.1')).statusCode).toBe(200);
    const refused = await to('victim@example.test', '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'TOO_MANY_MAILS' });
    // Per device: the first device has one send left, whatever the recipient.
    expect((await to('a@example.test')).statusCode).toBe(200);
    expect((await to('b@example.test')).statusCode).toBe(429);
    expect((await to('c@example.test', '198.51.100.3')).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(4);

    now += 3_600_001;
    expect((await to('victim@example.test')).statusCode).toBe(200);
  });

  it('rejects a request without a valid recipient address', async () => {
    const app = await appWith({});
    const response = await post(app, { mailObject: { ...mailObject, recipient: 'nobody' }, key: KEY });
    expect(response.statusCode).toBe(400);
  });

  it('limits how many mails one client sends per minute', async () => {
    const app = await appWith({}, 2);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await post(app, { mailObject, key: KEY })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('loadMailConfig', () => {
  it('generates the notes key once into DATA_DIR and keeps it across restarts', () => {
    const first = loadMailConfig(loadConfig({}).mail, dataDir);
    expect(first.from).toBe('Showfloor <no-reply@localhost>');
    expect(loadMailConfig(loadConfig({ PUBLIC_URL: 'https://salon.example/app' }).mail, dataDir).from).toBe(
      'Showfloor <no-reply@salon.example>',
    );
    expect(loadMailConfig(loadConfig({ MAIL_FROM: 'Salon <hello@salon.example>' }).mail, dataDir).from).toBe(
      'Salon <hello@salon.example>',
    );
    const second = loadMailConfig(loadConfig({}).mail, dataDir);
    expect(first.notesKey.length).toBeGreaterThan(20);
    expect(second.notesKey).toBe(first.notesKey);
    expect(loadMailConfig(loadConfig({ NOTES_MAIL_KEY: 'from-env' }).mail, dataDir).notesKey).toBe(
      'from-env',
    );
  });
});
