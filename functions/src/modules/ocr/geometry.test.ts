import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { straighten } from './geometry.js';
import { reduce } from './reduced.js';
import { estimateSkew, rotate } from './skew.js';
import { estimateWarp } from './warp.js';

const WIDTH = 1600;
const HEIGHT = 2000;
const WORDS = 'Explain the working of a two phase locking protocol with an example';

/** Grayscale values of a canvas (0 ink – 255 paper). */
function grayOf(canvas: Canvas): Float32Array {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const gray = new Float32Array(canvas.width * canvas.height);
  for (let i = 0; i < gray.length; i++) gray[i] = data[4 * i]!;
  return gray;
}

/** A page of 20 printed lines, turned `deg` clockwise (lines falling to the right). */
function slantedPage(deg: number): Float32Array {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.translate(WIDTH / 2, HEIGHT / 2);
  context.rotate((deg * Math.PI) / 180);
  context.translate(-WIDTH / 2, -HEIGHT / 2);
  context.fillStyle = '#000000';
  context.font = '36px sans-serif';
  for (let line = 0; line < 20; line++) context.fillText(WORDS, 200, 400 + line * 60);
  return grayOf(canvas);
}

/** The reduced view the estimators measure, as straighten() builds it. */
const reduced = (values: Float32Array) => reduce(values, WIDTH, HEIGHT, 128);

/** How sharply the page's ink stacks into rows: sum of squared row counts (level lines score high). */
function rowSharpness(values: Float32Array): number {
  let sum = 0;
  for (let y = 0; y < HEIGHT; y++) {
    let row = 0;
    for (let x = 0; x < WIDTH; x++) if (values[y * WIDTH + x]! < 128) row++;
    sum += row * row;
  }
  return sum;
}

describe('estimateSkew', () => {
  it.each([6, -4, 11, 0])('finds a page turned %s°', (deg) => {
    expect(Math.abs(estimateSkew(reduced(slantedPage(deg))) - deg)).toBeLessThanOrEqual(0.3);
  });

  it('says 0 for a page with too little ink to measure', () => {
    const blank = new Float32Array(WIDTH * HEIGHT).fill(255);
    expect(estimateSkew(reduced(blank))).toBe(0);
  });
});

describe('straighten', () => {
  it('levels a slanted page so its lines stack into rows again', () => {
    const slanted = slantedPage(7);
    const { values, skewDeg } = straighten(slanted, WIDTH, HEIGHT, 128);
    expect(skewDeg).toBeGreaterThan(6.7);
    expect(skewDeg).toBeLessThan(7.3);
    expect(rowSharpness(values)).toBeGreaterThan(2 * rowSharpness(slanted));
    expect(rowSharpness(values)).toBeGreaterThan(0.8 * rowSharpness(slantedPage(0)));
  });

  it('unbends lines that bow like a curled sheet', () => {
    const level = slantedPage(0);
    // Each column pushed down by up to 60 px at the page's edges (5 mm at 300 dpi), none in the middle.
    const bowed = new Float32Array(level.length).fill(255);
    for (let x = 0; x < WIDTH; x++) {
      const drop = Math.round(60 * ((x - WIDTH / 2) / (WIDTH / 2)) ** 2);
      for (let y = 0; y + drop < HEIGHT; y++) bowed[(y + drop) * WIDTH + x] = level[y * WIDTH + x]!;
    }
    const shifts = estimateWarp(reduced(bowed));
    expect(shifts[0]).toBeGreaterThan(shifts[4]!);
    expect(shifts[7]).toBeGreaterThan(shifts[4]!);
    const { values, warpPx, skewDeg } = straighten(bowed, WIDTH, HEIGHT, 128);
    expect(Math.abs(skewDeg)).toBeLessThanOrEqual(0.3);
    // The print starts 200 px in: where it is, the bend reaches ~23 px at a strip's centre.
    expect(warpPx).toBeGreaterThanOrEqual(12);
    // Bowed, the rows are 0.81 as sharp as the level page's; unbent, 0.95.
    expect(rowSharpness(values)).toBeGreaterThan(0.9 * rowSharpness(level));
    expect(rowSharpness(values)).toBeGreaterThan(1.15 * rowSharpness(bowed));
  });

  it('leaves a level, flat page untouched', () => {
    const level = slantedPage(0);
    const result = straighten(level, WIDTH, HEIGHT, 128);
    expect(result).toMatchObject({ skewDeg: 0, warpPx: 0 });
    expect(result.values).toBe(level);
  });

  it('turns pixels about the centre, with paper where nothing turns in', () => {
    const dot = new Float32Array(100 * 100).fill(255);
    dot[50 * 100 + 80] = 0; // 30 px right of the centre
    const turned = rotate(dot, 100, 100, 90);
    // A line falling at 90° levels when turned back: the dot 30 px right goes 30 px up.
    expect(turned[20 * 100 + 50]).toBeLessThan(10);
    expect(turned[0]).toBe(255);
  });
});
