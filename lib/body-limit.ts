/*
 * The largest request body the web app takes, in one place: the gate refuses a declared length over it,
 * the BFF counts what actually arrives, and the importer's file limit derives from it, so an import
 * is never cut short by a layer that allows less than the one before.
 */

const MEGABYTE = 1024 * 1024;

export const MAX_REQUEST_BODY_BYTES = 10 * MEGABYTE;

/*
 * The gate buffers a body up to its own limit and silently drops the rest. Set above ours by more than
 * one network read, a body it cut short still arrives longer than MAX_REQUEST_BODY_BYTES and is refused.
 */
export const GATE_BUFFER_BYTES = MAX_REQUEST_BODY_BYTES + MEGABYTE;

export const BODY_TOO_LARGE_MESSAGE = `The request is larger than ${MAX_REQUEST_BODY_BYTES / MEGABYTE} MB, the most this server accepts. Send a smaller file, or split it.`;

/** The 413 answer, in the API's error envelope. */
export function bodyTooLarge(): Response {
  return Response.json({ success: false, error: BODY_TOO_LARGE_MESSAGE }, { status: 413 });
}

/** True when the request declares a body longer than the limit (`Content-Length`). */
export function declaresTooLargeBody(headers: Headers): boolean {
  const length = Number(headers.get('content-length') ?? 0);
  return Number.isFinite(length) && length > MAX_REQUEST_BODY_BYTES;
}

/**
 * Reads a body up to the limit, counting what arrives rather than trusting a declared length: null when
 * it runs over (a body sent in chunks without a length, or one the gate's buffer cut short).
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
