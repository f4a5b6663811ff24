import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { ShowServer } from '../../e2e/support/show-server.js';
import { type Figure, markdownTable, meetsTarget } from './report.js';

/** Whether the module of `moduleUrl` is the one Node was asked to run. */
export function isRunDirectly(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}

/**
 * One step of the bench alone (`node --import tsx bench/src/<step>.ts`): dataset W created in a back
 * office of its own on `port`, the step measured against it, then its table printed.
 */
export async function runStepAlone(
  step: string,
  port: number,
  measure: (server: ShowServer) => Promise<Figure[]>,
): Promise<void> {
  const server = new ShowServer(port);
  let figures: Figure[];
  try {
    console.log(`${step} bench: generating and publishing dataset W…`);
    await server.cli('demo', '--size', 'big');
    figures = await measure(server);
  } finally {
    await server.dispose();
  }
  console.log(
    `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
  );
  console.log(markdownTable(figures));
  const missed = figures.filter((figure) => meetsTarget(figure) === false);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) not met.`);
}
