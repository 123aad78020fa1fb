/**
 * How far a PDF expands when a reader opens it, measured BEFORE any PDF library parses it:
 * pdf.js and pdf-lib inflate a stream whole, and an object stream of a 102 KB file can inflate
 * to 100 MB (red-team finding, "Go live on Node 24"). Here every stream is inflated by Node's
 * zlib in 64 KiB pieces that are counted and dropped, so this check holds at most a few of them
 * in memory whatever the file claims, and it stops at the first limit crossed.
 *
 * What is counted, read from the raw bytes (no cross-reference table is trusted):
 * - every `stream` whose data starts with a zlib header (what FlateDecode reads; counted whatever
 *   the dictionary says, so a filter hidden behind an indirect reference is counted too), and
 *   again each inflated output that is itself zlib data (`[/FlateDecode /FlateDecode]`), up to
 *   MAX_FLATE_LAYERS deep;
 * - the pixels of every image: `/Width` × `/Height` of a stream dictionary with `/Subtype /Image`,
 *   and the size in a JPEG or JPEG 2000 header at the start of a stream's data (image-size).
 * RunLength (scanners write `[/FlateDecode /RunLengthDecode]` images; at most 64× its input) is
 * counted as decoded, after Flate or alone. Refused outright: filters this check cannot measure
 * (LZW, ASCII85, ASCIIHex, RunLength before Flate) named in a stream's dictionary. Not resolved: such a filter named only through an indirect reference,
 * and inline images inside page contents (both noted in docs/contributions.md).
 */
import { createInflate, constants } from 'node:zlib';
import { imageSize } from 'image-size';

export interface PdfExpansionLimits {
  /** Bytes all inflated streams may add up to. */
  maxDecodedBytes: number;
  /** Bytes one stream may inflate to (an object stream is parsed whole by pdf.js). */
  maxStreamBytes: number;
  /** Pixels (width × height) one image may have. */
  maxImagePixels: number;
  /**
   * Streams a file may hold. With the byte limits above it bounds the check's work whatever the
   * machine: each stream costs a dictionary read and an inflater however small it is, and a
   * 20 MB file can hold a million of them.
   */
  maxStreams: number;
  /**
   * Wall-clock seconds, a last resort past the limits above, which bound the work; a refusal
   * for it says the machine, not the file, was slow, so it is set well above what the work takes.
   */
  maxSeconds: number;
}

/** Which limit a PDF crossed; `unmeasurable`: a filter this check cannot count. */
export type PdfLimit =
  'decoded-bytes' | 'stream-bytes' | 'image-pixels' | 'streams' | 'time' | 'unmeasurable';

/** Thrown by `measurePdfExpansion`; callers turn it into their own refusal (uploads: 413/422). */
export class PdfLimitExceeded extends Error {
  constructor(
    readonly limit: PdfLimit,
    message: string,
  ) {
    super(message);
    this.name = 'PdfLimitExceeded';
  }
}

export interface PdfExpansion {
  /** Streams inflated (each layer counts once). */
  streams: number;
  /** Bytes they inflated to, all layers together. */
  decodedBytes: number;
  /** The largest image's pixels, 0 without images. */
  largestImagePixels: number;
}

/** `[/FlateDecode /FlateDecode /FlateDecode]` is measured; a fourth layer is refused. */
const MAX_FLATE_LAYERS = 3;
/** Bytes before `stream` searched for its dictionary (a real one is far shorter). */
const MAX_DICT_BYTES = 4096;
/** Output piece of the inflater, bytes. */
const CHUNK_BYTES = 64 * 1024;
const UNMEASURABLE = /\/(?:LZWDecode|LZW|ASCII85Decode|A85|ASCIIHexDecode|AHx)\b/;
const RUN_LENGTH = /\/(?:RunLengthDecode|RL)\b/;
const FLATE = /\/(?:FlateDecode|Fl)\b/;
const STREAM = Buffer.from('stream', 'latin1');

interface Scan {
  limits: PdfExpansionLimits;
  deadline: number;
  result: PdfExpansion;
}

/**
 * Inflates and measures every stream of `bytes` within `limits` (see the module's comment).
 * @param bytes the PDF as uploaded (not modified, not kept)
 * @returns what it expands to
 * @throws PdfLimitExceeded 'stream-bytes' | 'decoded-bytes' | 'image-pixels' | 'streams' | 'time' |
 *   'unmeasurable', at the first limit crossed
 */
export async function measurePdfExpansion(
  bytes: Uint8Array,
  limits: PdfExpansionLimits,
): Promise<PdfExpansion> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const scan: Scan = {
    limits,
    deadline: performance.now() + limits.maxSeconds * 1000,
    result: { streams: 0, decodedBytes: 0, largestImagePixels: 0 },
  };
  let streams = 0;
  for (let at = data.indexOf(STREAM); at !== -1; at = data.indexOf(STREAM, at + 1)) {
    if (at >= 3 && data.toString('latin1', at - 3, at) === 'end') continue;
    if (++streams > limits.maxStreams) {
      throw new PdfLimitExceeded('streams', `More than ${limits.maxStreams} streams`);
    }
    checkTime(scan);
    const dict = dictionaryBefore(data, at);
    if (UNMEASURABLE.test(dict)) {
      throw new PdfLimitExceeded('unmeasurable', 'A stream uses a filter that cannot be measured');
    }
    const start = dataStart(data, at + STREAM.length);
    checkImage(scan, dict, data.subarray(start, start + 256 * 1024));
    const runLength = RUN_LENGTH.test(dict) ? new RunLengthCounter() : undefined;
    if (isZlibHeader(data, start)) {
      await inflateCounted(scan, data.subarray(start), 1, runLength);
    } else if (runLength) {
      if (FLATE.test(dict)) {
        throw new PdfLimitExceeded('unmeasurable', 'RunLength data before Flate');
      }
      const end = data.indexOf('endstream', start, 'latin1');
      addStreamBytes(scan, runLength.count(data.subarray(start, end === -1 ? undefined : end)), 0);
    }
  }
  return scan.result;
}

function checkTime(scan: Scan): void {
  if (performance.now() > scan.deadline) {
    throw new PdfLimitExceeded('time', `Not measured within ${scan.limits.maxSeconds} s`);
  }
}

/** The text between the object's `obj` keyword and `stream`, `#xx` escapes in names decoded. */
function dictionaryBefore(data: Buffer, at: number): string {
  const from = Math.max(0, at - MAX_DICT_BYTES);
  const text = data.toString('latin1', from, at);
  const obj = text.lastIndexOf('obj');
  return (obj === -1 ? text : text.slice(obj + 3)).replace(
    /#([0-9a-fA-F]{2})/g,
    (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Where a stream's data starts: after the end of line that follows `stream` (CRLF, LF or CR). */
function dataStart(data: Buffer, after: number): number {
  if (data[after] === 0x0d && data[after + 1] === 0x0a) return after + 2;
  if (data[after] === 0x0a || data[after] === 0x0d) return after + 1;
  return after;
}

/** A zlib header as pdf.js's FlateStream requires it: deflate, a valid check, no preset dictionary. */
function isZlibHeader(data: Uint8Array, at: number): boolean {
  const cmf = data[at];
  const flg = data[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0 && !(flg & 0x20);
}

/** Pixels of an image stream: its dictionary's size and any JPEG / JPEG 2000 header's size. */
function checkImage(scan: Scan, dict: string, head: Uint8Array): void {
  let pixels = 0;
  if (/\/Subtype\s*\/Image\b/.test(dict)) {
    const width = /\/Width\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const height = /\/Height\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)?.[1];
    // A size given by reference cannot be read here: refused rather than guessed.
    if (width === undefined || height === undefined) {
      throw new PdfLimitExceeded('unmeasurable', 'An image gives its size by reference');
    }
    pixels = Number(width) * Number(height);
  }
  const jpeg = head[0] === 0xff && head[1] === 0xd8;
  const jpeg2000 = (head[0] === 0xff && head[1] === 0x4f) || (head[4] === 0x6a && head[5] === 0x50);
  if (jpeg || jpeg2000) {
    try {
      const size = imageSize(head);
      pixels = Math.max(pixels, size.width * size.height);
    } catch {
      // No size in the first 64 KiB: pdf.js finds none either, or fails on the image alone.
    }
  }
  scan.result.largestImagePixels = Math.max(scan.result.largestImagePixels, pixels);
  if (pixels > scan.limits.maxImagePixels) {
    throw new PdfLimitExceeded('image-pixels', `An image has ${pixels} pixels`);
  }
}

/**
 * Inflates `input` (a stream's data and whatever follows it: zlib stops at the end of its own
 * data, as pdf.js does) and counts the output. Output that is itself zlib data is kept (at most
 * `maxStreamBytes`) and measured as the next layer. Truncated or corrupt data counts what came
 * out before the error, which is what a reader would have decoded too.
 */
async function inflateCounted(
  scan: Scan,
  input: Uint8Array,
  layer: number,
  runLength?: RunLengthCounter,
): Promise<void> {
  scan.result.streams += 1;
  let inner: Buffer[] | null | undefined;
  let failure: PdfLimitExceeded | undefined;
  await new Promise<void>((resolve) => {
    const inflater = createInflate({ chunkSize: CHUNK_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
    let streamBytes = 0;
    const stop = (error?: PdfLimitExceeded) => {
      failure ??= error;
      inflater.removeAllListeners('data');
      inflater.destroy();
      resolve();
    };
    inflater.on('data', (chunk: Buffer) => {
      if (inner === undefined) inner = isZlibHeader(chunk, 0) ? [] : null;
      inner?.push(chunk);
      // RunLength applies to the last layer; its output is counted beside Flate's.
      const bytes = chunk.length + (inner ? 0 : (runLength?.count(chunk) ?? 0));
      streamBytes += bytes;
      try {
        addStreamBytes(scan, bytes, streamBytes - bytes);
      } catch (error) {
        stop(error as PdfLimitExceeded);
      }
    });
    inflater.on('end', () => stop());
    inflater.on('error', () => stop());
    inflater.end(input);
  });
  if (failure) throw failure;
  if (!inner) return;
  if (layer >= MAX_FLATE_LAYERS) {
    throw new PdfLimitExceeded('unmeasurable', `More than ${MAX_FLATE_LAYERS} layers of Flate`);
  }
  await inflateCounted(scan, Buffer.concat(inner), layer + 1, runLength);
}

/**
 * Counts `bytes` more of one stream that already had `before`.
 * @throws PdfLimitExceeded 'stream-bytes', 'decoded-bytes' or 'time'
 */
function addStreamBytes(scan: Scan, bytes: number, before: number): void {
  const { limits, result } = scan;
  result.decodedBytes += bytes;
  if (before + bytes > limits.maxStreamBytes) {
    throw new PdfLimitExceeded(
      'stream-bytes',
      `A stream decodes past ${limits.maxStreamBytes} bytes`,
    );
  }
  if (result.decodedBytes > limits.maxDecodedBytes) {
    throw new PdfLimitExceeded(
      'decoded-bytes',
      `Streams decode past ${limits.maxDecodedBytes} bytes`,
    );
  }
  checkTime(scan);
}

/**
 * The length RunLengthDecode (PDF 32000-1 §7.4.5) gives, fed its input in pieces: a length byte
 * n < 128 copies n + 1 bytes, n > 128 repeats the next byte 257 − n times, 128 ends the data.
 */
class RunLengthCounter {
  private literal = 0;
  private repeat = 0;
  private done = false;

  count(piece: Uint8Array): number {
    let out = 0;
    let i = 0;
    while (i < piece.length && !this.done) {
      if (this.literal > 0) {
        const n = Math.min(this.literal, piece.length - i);
        out += n;
        this.literal -= n;
        i += n;
      } else if (this.repeat > 0) {
        out += this.repeat;
        this.repeat = 0;
        i += 1;
      } else {
        const n = piece[i]!;
        if (n < 128) this.literal = n + 1;
        else if (n > 128) this.repeat = 257 - n;
        else this.done = true;
        i += 1;
      }
    }
    return out;
  }
}
