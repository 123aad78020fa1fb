/**
 * Resume-like files for the careers tests: just enough bytes for content sniffing (file-type)
 * to recognise each format.
 */
import { crc32 } from 'node:zlib';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** `size` bytes starting with a PDF header. */
export function pdfOfSize(size: number): Buffer {
  const out = Buffer.alloc(size);
  PDF_BYTES.copy(out);
  return out;
}

/** A Windows executable's first bytes (DOS header). */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

/** An OLE2 compound file; with a `WordDocument` directory entry it is a Word 97–2003 file. */
export function cfb(withWordStream: boolean): Buffer {
  const header = Buffer.alloc(1024);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  const entry = Buffer.from(withWordStream ? 'WordDocument' : 'SummaryInformation', 'utf16le');
  return Buffer.concat([header, entry, Buffer.alloc(512)]);
}

/** A zip of stored (uncompressed) entries. */
export function zip(entries: Array<[name: string, text: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A minimal Office Open XML package whose main part has content type `mainType`. */
export function officeZip(folder: string, mainType: string): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/document.xml" ContentType="${mainType}"/></Types>`,
    ],
    [`${folder}/document.xml`, '<?xml version="1.0"?><document/>'],
  ]);
}

export const DOCX_BYTES = officeZip(
  'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
);
export const DOCM_BYTES = officeZip(
  'word',
  'application/vnd.ms-word.document.macroEnabled.main+xml',
);
export const XLSX_BYTES = officeZip(
  'xl',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
);

/** A multipart/form-data body as a browser would send it, with its Content-Type header. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type?: string; bytes: Uint8Array },
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(
      file.field ?? 'resume',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
