import { createCanvas, loadImage } from '@napi-rs/canvas';
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

async function grayAt(png: Buffer, points: [number, number][]): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return points.map(([x, y]) => data[4 * (y * image.width + x)]!);
}

describe('cleanPage', () => {
  it('whitens long rules and the shadowed paper, and keeps letters and short strokes dark', async () => {
    const cleaned = await cleanPage(photographedStrip(), 300);
    const [ruleLeft, ruleRight, paperInShadow, dash] = await grayAt(cleaned, [
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
    const image = await loadImage(cleaned);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const word = context.getImageData(100, 100, 250, 55).data;
    let ink = 0;
    for (let i = 0; i < word.length; i += 4) if (word[i]! < 100) ink++;
    expect(ink).toBeGreaterThan(500);
  });

  it('keeps a line of print on an otherwise blank page', async () => {
    const canvas = createCanvas(2480, 3508);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 2480, 3508);
    context.fillStyle = '#000000';
    context.font = '40px sans-serif';
    context.fillText('I', 200, 200);
    const [stroke] = await grayAt(await cleanPage(canvas.toBuffer('image/png'), 300), [[204, 190]]);
    expect(stroke).toBeLessThan(100);
  });
});
