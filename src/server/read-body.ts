/** The most of a response body the client reads: a session reply or an error is a few hundred bytes. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * The body as text, or `null` when it is larger than `maxBytes`: then reading stops at the cap
 * (a declared `Content-Length` over it stops it before the first byte), so a huge or endless
 * reply costs at most about `maxBytes` of memory.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers?.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => {});
    return null;
  }
  const reader = response.body?.getReader();
  // A custom fetch's response without a stream: its text, measured after the fact.
  if (!reader) {
    const text = await response.text();
    return new TextEncoder().encode(text).byteLength > maxBytes ? null : text;
  }
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
