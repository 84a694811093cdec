// `docs serve` checks its port before building: a port already taken ends it
// at once with what to do, instead of after a build (and a rewritten out/)
// with a raw EADDRINUSE stack trace.
import { createServer } from 'node:net';
import { BuildError } from './errors.ts';

/** The error to show for a failed listen, in words. */
export function listenError(error: unknown, host: string, port: number): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const next = port > 0 && port < 65535 ? port + 1 : 3001;
  if (code === 'EADDRINUSE') {
    return new BuildError(
      `Port ${port} is already in use on ${host} (another \`docs serve\`, or another server).`,
      undefined,
      `Stop the other process, or pick another port: \`docs serve -p ${next}\` (\`-p 0\` picks a free one).`,
    );
  }
  if (code === 'EACCES') {
    return new BuildError(`Not allowed to listen on port ${port} (ports below 1024 need privileges).`, undefined, `Pick a port from 1024 up: \`docs serve -p 3000\` (\`-p 0\` picks a free one).`);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new BuildError(`Cannot listen on ${host}: no such address on this machine.`, undefined, 'Use `-H localhost`, `-H 127.0.0.1`, or `-H 0.0.0.0` for every address.');
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Resolves when `port` on `host` can be listened on; otherwise rejects with `listenError`. Port 0 always can. */
export function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error) => reject(listenError(error, host, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
