import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointBody, fillPath, type KycReview, kycOpsApi } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/client';
import { fetchFile } from '../../shared/fetch-file';
import { KYC_PAGE_SIZE, type QueueState } from './kyc-state';
import { kycKeys } from './kyc-keys';

/** One page of the documents queue, by status, oldest first; read again every minute while it is open. */
export const useKycQueue = (merchant: string, shown: QueueState) =>
  useQuery({
    queryKey: kycKeys.queue(merchant, shown.status, shown.page),
    queryFn: ({ signal }) =>
      call(kycOpsApi.queue, {
        params: { code: merchant },
        query: { status: shown.status, page: shown.page, size: KYC_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** One document with the player's details and other documents. */
export const useKycReview = (merchant: string, id: number) =>
  useQuery({
    queryKey: kycKeys.review(merchant, id),
    queryFn: ({ signal }) => call(kycOpsApi.review, { params: { code: merchant, id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** A player's verification: level, identity details, documents. */
export const usePlayerKyc = (merchant: string, account: string) =>
  useQuery({
    queryKey: kycKeys.player(merchant, account),
    queryFn: ({ signal }) => call(kycOpsApi.player, { params: { code: merchant, account }, signal }),
  });

/** After a document changes, the lists that show it are read again (the queue's tabs, the player's tab). */
const useRefreshLists = (merchant: string) => {
  const qc = useQueryClient();
  return async (review: KycReview) => {
    qc.setQueryData(kycKeys.review(merchant, review.document.id), review);
    await qc.invalidateQueries({ queryKey: kycKeys.queueAll(merchant) });
    await qc.invalidateQueries({ queryKey: kycKeys.player(merchant, review.account) });
  };
};

/**
 * "Open next": claims the oldest pending document nobody is reviewing and opens it; answers false when none waits
 * (the caller says so).
 */
export const useOpenNext = (merchant: string) => {
  const navigate = useNavigate();
  const refresh = useRefreshLists(merchant);
  const [none, setNone] = useState(false);
  const run = useMutation({
    mutationFn: () => call(kycOpsApi.next, { params: { code: merchant } }),
    onMutate: () => setNone(false),
    onSuccess: async (review) => {
      if (!review) {
        setNone(true);
        return;
      }
      navigate(`/kyc/${review.document.id}`);
      await refresh(review);
    },
  });
  return { run, none };
};

export type Decision = EndpointBody<typeof kycOpsApi.decide>;

/** Approve, reject or ask for more: the answer replaces the cached review; the lists are read again. */
export const useDecide = (merchant: string, id: number, onDone: (d: Decision) => void) => {
  const qc = useQueryClient();
  const refresh = useRefreshLists(merchant);
  return useMutation({
    mutationFn: (body: Decision) => call(kycOpsApi.decide, { params: { code: merchant, id }, body }),
    onSuccess: async (review, body) => {
      onDone(body);
      await refresh(review);
    },
    // A refusal (decided meanwhile, another reviewer) shows the document as it is now.
    onError: () => qc.invalidateQueries({ queryKey: kycKeys.review(merchant, id) }),
  });
};

export type FileState = { state: 'loading' } | { state: 'ready'; url: string; name: string } | { state: 'failed'; error: unknown };

/**
 * The document's bytes through the operator file call: it needs the staff token, which an <img src> cannot send, so
 * they are fetched (the back office's signed file call) and shown from an object URL, given back when the document
 * leaves the screen.
 */
export const useDocumentFile = (merchant: string, id: number, fallbackName: string): FileState => {
  const [file, setFile] = useState<FileState>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setFile({ state: 'loading' });
    fetchFile(fillPath(kycOpsApi.file.path, { code: merchant, id }), {
      accept: 'image/png, image/jpeg, application/pdf',
      fallbackName,
      signal: abort.signal,
    })
      .then(({ blob, name }) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setFile({ state: 'ready', url, name });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setFile({ state: 'failed', error });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [merchant, id, fallbackName]);
  return file;
};
