/** POST /__emulator/reset and the handle's reset(): back to the state at start. */
import type { EmulatorContext } from './context';
import { resetState } from './state';

/** Clears assets, projects, batches, faults and the request log, restores credits and deletes the files written. */
export async function resetEmulator(ctx: EmulatorContext): Promise<void> {
  resetState(ctx.state, ctx.options);
  ctx.faults.clear();
  ctx.requests.clear();
  await ctx.files.removeAll();
}
