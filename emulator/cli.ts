/**
 * `npm run emulator -- [flags]`: starts the emulator, prints one ready line, and stops cleanly
 * on SIGINT or SIGTERM. Exit codes: 0 after a clean stop, 1 when it cannot start, 2 for bad flags.
 */
import { parseCliArgs, USAGE } from './cli-args';
import { startEmulator, type EmulatorHandle } from './server';

/** Repeats of the stop signal within this window are treated as the same signal. */
const DUPLICATE_SIGNAL_WINDOW_MS = 500;

/** Closes the emulator and exits 0, or 1 if closing fails. */
function closeAndExit(handle: EmulatorHandle): void {
  handle.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`emulator: error while stopping: ${String(error)}\n`);
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  const request = parseCliArgs(process.argv.slice(2), process.env);
  if (request.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (request.kind === 'error') {
    process.stderr.write(`emulator: ${request.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }

  let handle: EmulatorHandle | undefined;
  let stoppingSince: number | undefined;
  // Installed before starting, so a signal during start-up still removes the temp dir.
  const stop = (): void => {
    if (stoppingSince !== undefined) {
      // One signal can arrive twice (a process-group kill plus a relay by a wrapper such as
      // tsx); only a later, separate one means "stop now, skip the cleanup".
      if (Date.now() - stoppingSince > DUPLICATE_SIGNAL_WINDOW_MS) process.exit(130);
      return;
    }
    stoppingSince = Date.now();
    if (handle !== undefined) closeAndExit(handle);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    handle = await startEmulator({ ...request.options, log: (line) => process.stderr.write(`${line}\n`) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`emulator: could not start: ${message}\n`);
    // An invalid option value that slipped past the flag parser is still a usage error.
    process.exit(error instanceof RangeError ? 2 : 1);
  }
  if (stoppingSince !== undefined) {
    closeAndExit(handle);
    return;
  }
  process.stdout.write(`emulator listening on ${handle.baseUrl}\n`);
}

void main();
