import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';

/**
 * The action, run at most once at a time: a press that comes while it runs is dropped. A button
 * shows itself busy only once React has drawn the request's state, and a double click's second
 * press can come before that: it would send again (a second PID, a second registration answered
 * "already exists", a password changed then refused its old one as "incorrect").
 */
export function useOneAtATime<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return async (...args) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}

/**
 * A form's submit handler, sent one at a time (above). The browser's own submission, which would
 * load the page again, is prevented for every submit, a dropped one included.
 */
export function useFormSubmit(send: (form: HTMLFormElement) => Promise<unknown>) {
  const sendOnce = useOneAtATime(send);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendOnce(event.currentTarget);
  };
}

/**
 * A mutation's `mutate`, sent one at a time (above): for a dialog's button, where a double click
 * would send twice. A second survey link would replace the first, and the screen could show
 * whichever the server made first: a link already dead. A failure stays in the mutation's own
 * state (`isError`, `error`), which the dialog shows.
 */
export function useMutateOnce<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  return useOneAtATime((variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) =>
    mutation.mutateAsync(variables, options).catch(() => undefined),
  );
}
