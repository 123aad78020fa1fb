/**
 * `ArrayBuffer.prototype.transferToFixedLength` for Node 20 (the functions' runtime; it arrived
 * with V8 11.4 in Node 21). pdf.js 5 calls it while decoding page images; without it every image
 * of a page is skipped ("getOperatorList - ignoring errors … transferToFixedLength is not a
 * function") and a rendered page comes out blank. Import this module before rendering with pdf.js.
 *
 * A copy stands in for the transfer: the one difference, that the source is not detached, is one
 * pdf.js never relies on (it drops its reference after transferring).
 */
declare global {
  interface ArrayBuffer {
    transferToFixedLength(newLength?: number): ArrayBuffer;
  }
}

if (typeof ArrayBuffer.prototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, newLength = this.byteLength) {
      const copy = new ArrayBuffer(newLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(newLength, this.byteLength)));
      return copy;
    },
  });
}

export {};
