import { useEffect, useState } from 'react';
import type { IdenticalAnswer } from '../../../lib/queue/service';
import type { JobRequest } from '../../../lib/queue/types';
import { useBackground } from '../../shared/background';
import { usePanel } from '../store/context';

/** How long the form must rest before the background is asked: typed guidance asks once, not per key. */
const QUOTE_DELAY_MS = 200;

/** An answer, and what it was for: the photo and request (`ask`), and the photo's results and jobs then. */
interface Quote {
  readonly ask: string;
  readonly record: string;
  readonly answer: IdenticalAnswer;
}

/**
 * The photo's own results and jobs, as one string that changes whenever one of them comes, goes or
 * changes state; empty when the photo has none (then nothing can answer a request for free).
 */
function usePhotoRecord(url: string | undefined): string {
  return usePanel((state) => {
    if (url === undefined) return '';
    const results = state.history.results.filter((entry) => entry.photo.url === url).map((entry) => entry.id);
    const jobs = state.jobs.list.filter((job) => job.photo.url === url).map((job) => `${job.id}:${job.state}`);
    return results.length + jobs.length === 0 ? '' : `${results.join(',')}|${jobs.join(',')}`;
  });
}

/**
 * Whether the goal's button, pressed now, would be answered without a call or a credit: the same
 * render of this photo is in history (`history`) or on its way (`running`). The background decides,
 * by the same rule as when the button is pressed (`quoteJob`); asked only for a photo with results
 * or jobs of its own. A changed form is asked about once it rests, and until then the answer is
 * null (the action bar states the operation's price). A result or job that comes or goes asks
 * again at once, the last answer for the same form standing meanwhile (a render finishing goes
 * from "on its way" to "in History" without showing a price between).
 */
export function useIdenticalRender(request: JobRequest | null): IdenticalAnswer {
  const photo = usePanel((state) => state.listing.photo);
  const record = usePhotoRecord(photo?.url);
  const { call } = useBackground();
  const [quote, setQuote] = useState<Quote | null>(null);
  const ask = request && photo && record !== '' ? JSON.stringify([photo.url, request]) : null;
  const sameAsk = quote !== null && quote.ask === ask;
  useEffect(() => {
    if (ask === null || !request || !photo) return;
    let live = true;
    const timer = setTimeout(
      () => {
        void call('quoteJob', { job: request, photo }).then((reply) => {
          if (live) setQuote({ ask, record, answer: reply.ok ? reply.data.answeredBy : null });
        });
      },
      sameAsk ? 0 : QUOTE_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `ask` names the request and photo by value: a new object with the same content asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask, record, call]);
  return sameAsk ? quote.answer : null;
}
