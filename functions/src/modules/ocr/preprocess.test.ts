import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cleanPage } from './preprocess.js';

/** A 300-dpi strip: a shadow over its right half, a word, a long rule under it, a short dash. */
function photographedStrip(): Buffer {
  const canvas = createCanvas(1200, 300);
  const context = canvas.getContext('2d');
  const light = context.createLinearGradient(0, 0, 1200, 0);
  light.addColorStop(0, '#f4f4f4');
  light.addColorStop(1, '#9a9a9a');
  context.fillStyle = light;
  context.fillRect(0, 0, 1200, 300);
  context.fillStyle = '#202020';
  context.font = 'bold 60px sans-serif';
  context.fillText('Module', 100, 150);
  context.fillRect(50, 200, 1100, 4); // a table rule: 1,100 px = 93 mm at 300 dpi
  context.fillRect(700, 120, 60, 4); // a dash: 5 mm
  return canvas.toBuffer('image/png');
}

/** The gray level at each point of a binary PGM (P5, 8 bits). */
function grayAt(pgm: Buffer, points: [number, number][]): number[] {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40));
  if (!header) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const offset = header[0].length;
  return points.map(([x, y]) => pgm[offset + y * width + x]!);
}

describe('cleanPage', () => {
  it('whitens long rules and the shadowed paper, and keeps letters and short strokes dark', async () => {
    const cleaned = await cleanPage(photographedStrip(), 300);
    const [ruleLeft, ruleRight, paperInShadow, dash] = grayAt(cleaned, [
      [300, 201],
      [1000, 202],
      [1000, 60],
      [730, 121],
    ]);
    expect(ruleLeft).toBeGreaterThan(200);
    expect(ruleRight).toBeGreaterThan(200);
    expect(paperInShadow).toBeGreaterThan(200);
    expect(dash).toBeLessThan(100);
    // Some stroke of the word is still ink.
    const word: [number, number][] = [];
    for (let y = 100; y < 155; y++) for (let x = 100; x < 350; x++) word.push([x, y]);
    const ink = grayAt(cleaned, word).filter((value) => value < 100).length;
    expect(ink).toBeGreaterThan(500);
  });

  it('whitens a gray rule that slants and bends (a photographed table), and keeps the letters', async () => {
    const canvas = createCanvas(1200, 300);
    const context = canvas.getContext('2d');
    context.fillStyle = '#f0f0f0';
    context.fillRect(0, 0, 1200, 300);
    context.fillStyle = '#202020';
    context.font = 'bold 60px sans-serif';
    context.fillText('Module', 100, 150);
    // A thin gray rule falling 1 px every 40 px, then rising again (a curled sheet).
    context.fillStyle = '#8c8c8c';
    for (let x = 50; x < 1150; x++) context.fillRect(x, 200 + Math.min(x, 1200 - x) / 40, 1, 2);
    const cleaned = await cleanPage(canvas.toBuffer('image/png'), 300);
    const rule = grayAt(cleaned, [
      [300, 207],
      [600, 215],
      [900, 207],
    ]);
    for (const value of rule) expect(value).toBeGreaterThan(200);
    const word: [number, number][] = [];
    for (let y = 100; y < 155; y++) for (let x = 100; x < 350; x++) word.push([x, y]);
    expect(grayAt(cleaned, word).filter((value) => value < 100).length).toBeGreaterThan(500);
  });

  it('keeps a line of print on an otherwise blank page', async () => {
    const canvas = createCanvas(2480, 3508);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 2480, 3508);
    context.fillStyle = '#000000';
    context.font = '40px sans-serif';
    context.fillText('I', 200, 200);
    const [stroke] = grayAt(await cleanPage(canvas.toBuffer('image/png'), 300), [[204, 190]]);
    expect(stroke).toBeLessThan(100);
    // A whole A4 page: ~1 CPU-s, several times that on a loaded machine.
  }, 60_000);
});
