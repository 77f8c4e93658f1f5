import { AppError } from '../../../lib/errors';
import { applyChange, testTarget, type StoredConnection } from '../../../lib/storage/key-binding';
import { connectionStatus, maskKey } from '../../../lib/storage/key-custody';
import { failure, PLAN, type FakeHandlers } from './fake-background';

/**
 * Fake connection handlers over the REAL binding rules (`lib/storage/key-binding.ts`), starting
 * from `initial`: the options page meets the same refusals (`host_not_confirmed`) as with the
 * real background. `testConnection` answers the plan once the rule lets the test through.
 */
export function boundConnection(initial: StoredConnection): FakeHandlers {
  let stored = initial;
  const guard = <T>(run: () => T) => {
    try {
      return run();
    } catch (error) {
      if (error instanceof AppError) return failure(error.code, error.message);
      throw error;
    }
  };
  return {
    getConnection: () => connectionStatus(stored),
    getKeyStatus: () => maskKey(stored.apiKey),
    saveConnection: (request) =>
      guard(() => {
        stored = applyChange(stored, request);
        return connectionStatus(stored);
      }),
    testConnection: (request) =>
      guard(() => {
        testTarget(stored, request.apiBase, request.apiKey);
        return PLAN;
      }),
  };
}
