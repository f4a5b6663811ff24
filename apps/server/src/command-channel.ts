import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The command channel: while a back office runs on a DATA_DIR, `showfloor` commands on that
 * DATA_DIR run inside it instead of opening the database themselves (which the embedded database,
 * one process's, refuses), so that an organiser can import, publish or send a message during a show.
 *
 * The server listens on a loopback port chosen by the system and writes the port and a random token
 * into `DATA_DIR/command-channel.json` (mode 0600, in a 0700 folder): only the user who may read
 * DATA_DIR may run commands. The answer streams the command's lines as JSON lines, then its exit code.
 */
export const COMMAND_CHANNEL_FILE = 'command-channel.json';

/** Commands larger than this are refused: a command line is a few file names and options. */
const MAX_REQUEST_BYTES = 64 * 1024;

/** How long the command line waits for a live server that wrote its channel file to take a command. */
const ANSWER_TIMEOUT_MS = 60_000;

const channelFileSchema = z.object({
  port: z.number().int().min(1).max(65_535),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  pid: z.number().int().positive(),
});

type ChannelFile = z.infer<typeof channelFileSchema>;

const commandRequestSchema = z.object({
  argv: z.array(z.string().max(4_096)).max(256),
  /** The command line's working folder, against which the files it names are read and written. */
  cwd: z.string().min(1).max(4_096),
});

export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** One line of the answer: a line of the command's output, of its errors, or its exit code. */
const answerLineSchema = z.union([
  z.object({ out: z.string() }),
  z.object({ err: z.string() }),
  z.object({ exit: z.number().int() }),
]);

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs one command in the server's process; resolves with its exit code. */
export type CommandRunner = (request: CommandRequest, output: CommandOutput) => Promise<number>;

export interface CommandChannel {
  /** Stops listening and removes the channel file (if it is still this server's). */
  close(): Promise<void>;
}

function isSameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(stream: NodeJS.ReadableStream): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseRequest(body: string): CommandRequest | undefined {
  try {
    const parsed = commandRequestSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens the channel of a running back office. Commands run one at a time, in the order they came:
 * a second command waits for the first (an import never runs twice at once).
 */
export async function openCommandChannel(dataDir: string, run: CommandRunner): Promise<CommandChannel> {
  const token = randomBytes(32).toString('hex');
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const authorization = req.headers.authorization ?? '';
    if (req.method !== 'POST' || req.url !== '/run' || !isSameToken(authorization, `Bearer ${token}`)) {
      res.writeHead(req.method === 'POST' && req.url === '/run' ? 401 : 404).end();
      return;
    }
    void readBody(req).then((body) => {
      const command = body === undefined ? undefined : parseRequest(body);
      if (command === undefined) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('a command is {argv, cwd}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const send = (line: z.infer<typeof answerLineSchema>) => res.write(`${JSON.stringify(line)}\n`);
      const ran = queue.then(() =>
        run(command, { out: (line) => send({ out: line }), err: (line) => send({ err: line }) }).then(
          (code) => code,
          (error: unknown) => {
            send({ err: `error: ${error instanceof Error ? error.message : String(error)}` });
            return 1;
          },
        ),
      );
      queue = ran;
      void ran.then((code) => res.end(`${JSON.stringify({ exit: code })}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = path.join(dataDir, COMMAND_CHANNEL_FILE);
  const written: ChannelFile = { port, token, pid: process.pid };
  // Written whole, then renamed: a command line never reads half a file.
  await writeFile(`${file}.tmp`, JSON.stringify(written), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const current = await readChannelFile(dataDir);
      if (current?.token === token) await rm(file, { force: true });
    },
  };
}

/** Whether a process with this pid exists (signal 0 only asks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readChannelFile(dataDir: string): Promise<ChannelFile | undefined> {
  try {
    const parsed = channelFileSchema.safeParse(
      JSON.parse(await readFile(path.join(dataDir, COMMAND_CHANNEL_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs a command in the back office running on `dataDir`, streaming its lines to `output`.
 * Resolves with its exit code, or undefined when no server answers there (none runs, or one was
 * killed and left its file behind): the command line then opens the database itself.
 */
export async function runInRunningServer(
  dataDir: string,
  command: CommandRequest,
  output: CommandOutput,
): Promise<number | undefined> {
  const channel = await readChannelFile(dataDir);
  if (channel === undefined || !isAlive(channel.pid)) return undefined;
  return new Promise((resolve, reject) => {
    let hasAnswered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port: channel.port,
        method: 'POST',
        path: '/run',
        headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (res) => {
        hasAnswered = true;
        // Another program on that port, or a server started since with another token.
        if (res.statusCode !== 200) {
          res.resume();
          resolve(undefined);
          return;
        }
        // The command may take long (a big import): no timeout once the server took it.
        req.setTimeout(0);
        res.setEncoding('utf8');
        let pending = '';
        let exit: number | undefined;
        const take = (text: string) => {
          if (text === '') return;
          const line = answerLineSchema.parse(JSON.parse(text));
          if ('out' in line) output.out(line.out);
          else if ('err' in line) output.err(line.err);
          else exit = line.exit;
        };
        res.on('data', (chunk: string) => {
          pending += chunk;
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) take(line);
        });
        res.on('end', () => {
          take(pending);
          if (exit === undefined)
            reject(new Error('the running server ended the command without its result'));
          else resolve(exit);
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(
        new Error(
          `the back office running on ${dataDir} (pid ${channel.pid}) did not take the command within ${ANSWER_TIMEOUT_MS / 1000} s`,
        ),
      ),
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Nobody listens on that port any more (a server killed with its file left behind, its pid
      // since given to another process): the command runs without it.
      if (!hasAnswered && error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end(JSON.stringify(command));
  });
}
