import type { SignLanguage } from '@marquee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { SignDraft } from './sign-draft';
import { capturePreviews } from './sign-previews';
import { lookupsFor } from './sign-references';
import { addToChannelEnd } from './signs.api';

/** What is left to do once the server has saved a sign. */
export interface FinishJob {
  mediaCode: string;
  documentHash: string;
  /** The draft as it was saved. */
  draft: SignDraft;
  language: SignLanguage;
  /** The channel a new sign joins the end of, and whether it has. */
  channelCode?: string;
  isInChannel: boolean;
}

export type FinishState =
  { job: FinishJob; error?: undefined } | { job: FinishJob; error: unknown };

/**
 * The steps after a save: a new sign joins the end of the channel it was made from, then its
 * preview pictures are captured and handed over. A failed step stops there and can be run again
 * from it (a sign already in its channel is not added twice).
 */
export function useFinishSave(onDone: (job: FinishJob) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FinishState | null>(null);
  const run = useCallback(
    async (given: FinishJob) => {
      let job = given;
      setState({ job });
      try {
        if (job.channelCode && !job.isInChannel) {
          await addToChannelEnd(job.channelCode, job.mediaCode);
          job = { ...job, isInChannel: true };
        }
        const { draft } = job;
        const lookups = await lookupsFor(queryClient, draft.formModel.fields, draft.values);
        await capturePreviews(job.mediaCode, job.documentHash, {
          ...lookups,
          template: draft.template,
          formModel: draft.formModel,
          values: draft.values,
          language: job.language,
        });
        onDone(job);
      } catch (error) {
        setState({ job, error });
      }
    },
    [queryClient, onDone],
  );
  return { state, run };
}
