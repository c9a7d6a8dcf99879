import { createServer } from 'node:net';
import { localPortNames, type LocalSettings } from './settings.ts';

type PortProbe = 'free' | 'busy' | 'denied' | 'no-such-address';

function probe(host: string, port: number): Promise<PortProbe> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EADDRINUSE' ? 'busy' : error.code === 'EACCES' ? 'denied' : 'no-such-address'),
    );
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/** The next port above `from` that is free now and not taken by another setting, to suggest in the message. */
async function nextFreePort(host: string, from: number, taken: ReadonlySet<number>): Promise<number | undefined> {
  for (let candidate = Math.max(from + 1, 1024); candidate <= Math.min(from + 100, 65535); candidate += 1) {
    if (!taken.has(candidate) && (await probe(host, candidate)) === 'free') return candidate;
  }
  return undefined;
}

/** One line for a port that cannot be opened: the setting, the port, why, and a value that works now. */
export async function describePortProblem(settings: LocalSettings, name: (typeof localPortNames)[number], problem: PortProbe): Promise<string> {
  const { HOST: host } = settings;
  const port = settings[name];
  if (problem === 'no-such-address') return `HOST "${host}" is not an address of this machine: use 127.0.0.1 (the default) or 0.0.0.0`;
  const taken = new Set(localPortNames.map((other) => settings[other]));
  const free = await nextFreePort(host, port, taken);
  const suggestion = free === undefined ? `set ${name} to another port (0 = any free port)` : `e.g. ${name}=${free} npm start (${free} is free now)`;
  if (problem === 'denied') return `${name} ${port} needs more privileges on ${host}: choose a port from 1024 up, ${suggestion}`;
  return `${name} ${port} is already in use on ${host}: stop whatever uses it, or choose another port, ${suggestion}`;
}

/** Checks that every configured port can be opened, before anything starts; one line per port that cannot. */
export async function portProblems(settings: LocalSettings): Promise<string[]> {
  const problems: string[] = [];
  for (const name of localPortNames) {
    if (settings[name] === 0) continue;
    const result = await probe(settings.HOST, settings[name]);
    if (result === 'free') continue;
    problems.push(await describePortProblem(settings, name, result));
    if (result === 'no-such-address') break;
  }
  return problems;
}

/** Maps a listen error thrown while starting (a port taken since the check) to the same message. */
export async function describeListenError(settings: LocalSettings, error: unknown): Promise<string | undefined> {
  const { code, port } = (error ?? {}) as NodeJS.ErrnoException & { port?: number };
  const name = localPortNames.find((candidate) => settings[candidate] === port);
  if (code === 'EADDRNOTAVAIL') return describePortProblem(settings, 'PORT', 'no-such-address');
  if (!name || (code !== 'EADDRINUSE' && code !== 'EACCES')) return undefined;
  return describePortProblem(settings, name, code === 'EADDRINUSE' ? 'busy' : 'denied');
}
