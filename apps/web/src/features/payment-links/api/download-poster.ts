import { ApiError, NetworkError } from '#lib/api/api-error';
import { deviceId } from '#lib/api/device-id';
import { readToken } from '#lib/session/token-store';

/**
 * GET /payment-links/{id}/poster.pdf, saved as a file. The API client reads JSON envelopes; this one call
 * returns a PDF, so it fetches with the same token and turns a refusal into the same ApiError.
 */
export async function downloadPoster(id: string, slug: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/payment-links/${encodeURIComponent(id)}/poster.pdf`, {
      headers: {
        'X-Client-Type': 'web',
        'X-Device-Id': deviceId(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? 'We could not make the poster.');
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `owo-payment-link-${slug.slice(0, 8)}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
