/**
 * The EXIF orientation of a JPEG (1–8; 1 when absent or unreadable): which way up the phone was
 * held. Only that one tag is needed, so it is read here from the APP1 segment's first IFD rather
 * than through an EXIF library. Never throws: a malformed segment counts as "as stored".
 */
export function jpegOrientation(data: Uint8Array): number {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= data.length) {
    const marker = view.getUint16(offset);
    // Start of scan or a non-marker: the headers are over.
    if (marker === 0xffda || (marker & 0xff00) !== 0xff00) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1) return orientationInApp1(view, offset + 4, length - 2);
    offset += 2 + length;
  }
  return 1;
}

/** Reads tag 0x0112 from the TIFF structure inside an APP1 "Exif\0\0" segment. */
function orientationInApp1(view: DataView, start: number, length: number): number {
  const end = Math.min(view.byteLength, start + length);
  // "Exif\0\0"
  if (start + 14 > end || view.getUint32(start) !== 0x45786966 || view.getUint16(start + 4) !== 0) {
    return 1;
  }
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
