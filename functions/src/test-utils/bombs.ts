/**
 * Decompression bombs for the upload limits' tests (unit and api suites use the same bytes):
 * small files that claim or unpack to far more than they weigh, made in the test with
 * node:zlib, so no fixture file is needed.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** One PNG chunk: length, type, data, CRC-32 of type + data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** An IHDR for 8-bit RGB (colour type 2), not interlaced. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return pngChunk('IHDR', ihdr);
}

/**
 * A valid `width`×`height` black RGB PNG: its IDAT is a deflate stream of zeros (filter byte 0
 * and 3 bytes per pixel on each row), so 6000×6000 weighs ~105 KB and decodes to 108 MB.
 * `extra` chunks go between IHDR and IDAT (e.g. an acTL).
 */
export function blackPng(width: number, height: number, extra: Buffer[] = []): Buffer {
  const raw = Buffer.alloc(height * (1 + width * 3));
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    ...extra,
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header claims `width`×`height` but whose IDAT inflates to `rawBytes` (zeros):
 * more than the header allows when `rawBytes` is larger than `height × (1 + 3 × width)`.
 */
export function pngWithIdatOf(width: number, height: number, rawBytes: number): Buffer {
  const idat = deflateSync(Buffer.alloc(rawBytes), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One indirect object of a hand-written PDF: its number and its text (`<< … >>` or a stream). */
interface PdfObject {
  body: Buffer;
}

/** A stream object's body: `dict` (without `/Length`) and the raw, already encoded bytes. */
function streamBody(dict: string, data: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** Objects 1.. in order, with a classic xref table and a trailer whose root is object 1. */
function writePdf(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let offset = parts[0]!.length;
  objects.forEach((object, i) => {
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      object.body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    offset += part.length;
    parts.push(part);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(`${xref}`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const text = (s: string): PdfObject => ({ body: Buffer.from(s, 'latin1') });

/**
 * A one-page PDF whose page content is a FlateDecode stream that inflates to `decodedBytes`
 * (spaces, which pdf.js reads as an empty page): ~100 KB on the wire for 100 MB inflated.
 */
export function flateBombPdf(decodedBytes: number): Uint8Array {
  const content = deflateSync(Buffer.alloc(decodedBytes, 0x20), { level: 9 });
  return writePdf([
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    text('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    { body: streamBody('/Filter /FlateDecode', content) },
  ]);
}

/**
 * The red team's PDF: the page tree (objects 2 and 3) sits in a FlateDecode object stream
 * padded with spaces to `decodedBytes`, found through a cross-reference stream, so any reader
 * inflates all of it just to count the pages: ~100 KB on the wire for 100 MB inflated.
 */
export function objectStreamBombPdf(decodedBytes: number): Uint8Array {
  const inner = [
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const header = `2 0 3 ${inner[0]!.length + 1} `;
  const body = `${header}${inner.join(' ')} `;
  const padded = Buffer.alloc(Math.max(decodedBytes, body.length), 0x20);
  padded.write(body, 'latin1');
  const objStm = deflateSync(padded, { level: 9 });
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const catalog = Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1');
  const stream = Buffer.concat([
    Buffer.from('4 0 obj\n', 'latin1'),
    streamBody(`/Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode`, objStm),
    Buffer.from('\nendobj\n', 'latin1'),
  ]);
  const catalogAt = head.length;
  const objStmAt = catalogAt + catalog.length;
  const xrefAt = objStmAt + stream.length;
  // W [1 4 2]: type, offset (or object stream number), generation (or index in the stream).
  const entry = (type: number, a: number, b: number) => {
    const e = Buffer.alloc(7);
    e[0] = type;
    e.writeUInt32BE(a, 1);
    e.writeUInt16BE(b, 5);
    return e;
  };
  const entries = Buffer.concat([
    entry(0, 0, 65535),
    entry(1, catalogAt, 0),
    entry(2, 4, 0),
    entry(2, 4, 1),
    entry(1, objStmAt, 0),
    entry(1, xrefAt, 0),
  ]);
  const xref = Buffer.concat([
    Buffer.from('5 0 obj\n', 'latin1'),
    streamBody('/Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R', entries),
    Buffer.from(`\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  ]);
  return new Uint8Array(Buffer.concat([head, catalog, stream, xref]));
}

/**
 * A PDF whose page tree claims `pages` pages, all pointing at one page object (pdf.js counts
 * `/Count`, as every reader does, before it looks at any page).
 */
export function manyPagesPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  return writePdf([
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`),
    text('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ]);
}

/**
 * A one-page PDF that paints an image XObject whose dictionary claims `width`×`height` pixels
 * (8-bit grey), with a deflate stream of zeros that fills it.
 */
export function bigImagePdf(width: number, height: number): Uint8Array {
  const pixels = deflateSync(Buffer.alloc(width * height), { level: 9 });
  const content = Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q', 'latin1');
  return writePdf([
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    text(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /XObject << /Im1 5 0 R >> >> >>',
    ),
    { body: streamBody('', content) },
    {
      body: streamBody(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} ` +
          '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
        pixels,
      ),
    },
  ]);
}

/**
 * The header of a baseline JPEG claiming `width`×`height` (SOI, a JFIF APP0, a frame header,
 * EOI): what image-size reads; enough for the size checks, which decode nothing.
 */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const sof = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A PDF with one stream object whose dictionary is `dict` and whose data is `data`. */
export function oneStreamPdf(dict: string, data: Uint8Array): Uint8Array {
  return writePdf([
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    text('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'),
    { body: streamBody(dict, data) },
  ]);
}
