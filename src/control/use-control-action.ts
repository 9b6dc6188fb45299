import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../services/toasts';
import { simErrorText } from './sim-api';

/**
 * Runs a control call: while it runs `pending` names it (its button spins); then every control
 * query refetches (a reset or a restore changes what every panel shows) and a toast says the
 * simulator's answer — its `message`, or the reason it refused (400/404 bodies).
 */
export function useControlAction() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  async function run<T>(name: string, call: () => Promise<T>, success?: (answer: T) => string | undefined) {
    setPending(name);
    try {
      const answer = await call();
      const message =
        success?.(answer) ?? (answer as { message?: unknown } | undefined)?.message?.toString() ?? undefined;
      if (message) notify.success(message);
      return answer;
    } catch (error) {
      notify.error(simErrorText(error));
      return undefined;
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['control'] });
    }
  }
  return { pending, run };
}
