/**
 * `ArrayBuffer.prototype.transferToFixedLength` for Node 20 (it arrived in Node 21): pdf.js 5
 * calls it when it compiles a non-embedded font (Helvetica, Times…) into an operator list. Without
 * it, page rendering (lib/pdf-render.ts) stops at the first such text and loses everything painted
 * after it (the scanned image of a page with a "Downloaded from…" line on top).
 * This copy does not detach the original buffer; pdf.js never reads it again.
 * Import for its effect before using pdf.js to render or list operators.
 */
declare global {
  interface ArrayBuffer {
    transferToFixedLength(newByteLength?: number): ArrayBuffer;
  }
}

if (typeof ArrayBuffer.prototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export {};
