import type { ReplyData } from '@owo/contract/common';
import type { documentTypesReply } from '@owo/contract/kyc';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type DocumentType = ReplyData<typeof documentTypesReply>[number];

/** GET /kyc/document-types. A failure stops loading silently: the select just stays empty. */
export function getDocumentTypes(signal?: AbortSignal) {
  return apiGet<DocumentType[]>('/kyc/document-types', { signal });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: ['kyc', 'document-types'],
    queryFn: ({ signal }) => getDocumentTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
