import { useEffect, useState } from 'react';
import { explainError } from '../../lib/errors';
import { plural } from '../../lib/format/operation';
import { useBackground } from './background';

/** How many of its own uploads Reimagine offers to delete at once. */
const DELETE_BATCH = 10;

type FixState =
  | { step: 'loading' }
  | { step: 'ready'; count: number }
  | { step: 'none' }
  | { step: 'deleting'; count: number }
  | { step: 'done'; deleted: number }
  | { step: 'failed'; sentence: string };

/**
 * The way out of the 403 asset limit: deletes the oldest images Reimagine itself uploaded
 * (never the user's other assets), after which the render can be retried.
 */
export function AssetLimitFix({ onFreed }: { readonly onFreed?: (() => void) | undefined }) {
  const { call } = useBackground();
  const [state, setState] = useState<FixState>({ step: 'loading' });

  useEffect(() => {
    let live = true;
    void call('getOwnAssets', {}).then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ step: 'failed', sentence: explainError(reply.code).sentence });
      else if (reply.data.assets.length === 0) setState({ step: 'none' });
      else setState({ step: 'ready', count: Math.min(DELETE_BATCH, reply.data.assets.length) });
    });
    return () => {
      live = false;
    };
  }, [call]);

  const remove = async (count: number) => {
    setState({ step: 'deleting', count });
    const reply = await call('deleteOwnAssets', { count });
    setState(reply.ok ? { step: 'done', deleted: reply.data.deleted } : { step: 'failed', sentence: explainError(reply.code).sentence });
  };

  switch (state.step) {
    case 'loading':
      return <p className="notice__detail">Looking for images Reimagine uploaded…</p>;
    case 'none':
      return <p className="notice__detail">Reimagine has no uploaded images of its own to delete. Delete some assets in your RenovateAI account.</p>;
    case 'ready':
    case 'deleting':
      return (
        <button type="button" className="button button--primary" disabled={state.step === 'deleting'} onClick={() => void remove(state.count)}>
          {`Delete the ${state.count} oldest images Reimagine uploaded`}
        </button>
      );
    case 'done':
      return (
        <p className="notice__detail" role="status">
          {`Deleted ${plural(state.deleted, 'image')}. `}
          {onFreed && (
            <button type="button" className="button" onClick={onFreed}>
              Retry
            </button>
          )}
        </p>
      );
    case 'failed':
      return <p className="notice__detail">{state.sentence}</p>;
  }
}
