import { useState } from 'react';
import type { NpsRecord } from '../../../domain/nps';
import { resendNps, resolveNps, useInvalidateNps } from '../../../services/nps-admin.api';
import { notify } from '../../../services/toasts';
import { useT } from '../../../ui/use-t';
import { surveyLink } from './nps-display';

// The NPS page's commands with doc 2 §8's toasts: "NPS resolution error", "NPS resend error",
// "NPS link copied" (and their successes). The calls are quiet, so these are the only toasts.

export function useNpsCommands() {
  const t = useT();
  const invalidate = useInvalidateNps();
  const [pending, setPending] = useState<string | null>(null);

  const resolve = async (record: NpsRecord, resolution: string): Promise<boolean> => {
    setPending(`resolve:${record.id}`);
    try {
      await resolveNps(record.id, resolution.trim());
      notify.success(t('nps.resolve.success'));
      void invalidate();
      return true;
    } catch {
      notify.error(t('nps.resolve.error'));
      return false;
    } finally {
      setPending(null);
    }
  };

  const resend = async (record: NpsRecord): Promise<boolean> => {
    setPending(`resend:${record.id}`);
    try {
      await resendNps(record.id);
      notify.success(t('nps.resend.success'));
      void invalidate();
      return true;
    } catch {
      notify.error(t('nps.resend.error'));
      return false;
    } finally {
      setPending(null);
    }
  };

  const copyLink = async (record: NpsRecord): Promise<void> => {
    const link = surveyLink(record.url, window.location.origin);
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('nps.copied'));
    } catch {
      // no clipboard permission (or an insecure page): show the link so it can be copied by hand
      notify.info(link);
    }
  };

  return { resolve, resend, copyLink, pending };
}
