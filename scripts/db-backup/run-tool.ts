import { spawn } from 'node:child_process';

const STDERR_TAIL = 4_000;

/**
 * Runs a PostgreSQL client tool with an argument array (no shell, so nothing in a path or URL is
 * interpreted) and fails with the end of what it wrote to stderr.
 */
export async function runTool(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install the PostgreSQL client tools of the server's major version ` +
                `(Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`);
}
