import { QueryClient } from '@tanstack/react-query';
import { gotNoAnswer, mayPassOnRetry } from './api-fetch.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Not after a request that got no answer in time (api-fetch.ts): two more such waits would
      // keep "Loading…" for a minute; the screen says so at once and offers Try again.
      retry: (failureCount, error) => mayPassOnRetry(error) && !gotNoAnswer(error) && failureCount < 2,
    },
    // An action is sent when pressed, whatever the browser says of its connection. Query's default
    // holds it back while the browser reports itself offline (the clinic's Wi-Fi dropped): the
    // button spins with not a word, and the action goes out on its own when the connection
    // returns, maybe long after the user gave up on it and closed its dialog (a survey link made
    // then replaces the one already handed out). Sent at once, it fails at once, and the screen
    // says the server could not be reached (errors.unreachable). Lists keep the default: one
    // refreshed offline keeps what it shows and is asked again when the connection returns.
    //
    // An action's answer (a survey link just made, a new PID) leaves the cache once its screen has
    // gone, not five minutes later (Query's default gcTime): queryClient.clear() at sign-out drops
    // the mutations from the cache but not their timers, whose closures kept each answer, a survey
    // link that still works among them, in the signed-out page's memory for those minutes.
    mutations: { networkMode: 'always', gcTime: 0 },
  },
});
