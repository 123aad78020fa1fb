import { describe, expect, it } from 'vitest';
import { classifyPage, pageShape } from './listing.js';
import { listingFields } from './page-roles.js';

const SYLLABUS = [
  'MODULE 3',
  'Syllabus',
  'Transaction processing – ACID properties – Schedules – Serializability – Conflict',
  'serializability – Two phase locking – Timestamp ordering – Deadlocks – Recovery',
  'Concurrency control, Lock based protocols, Validation based protocols, Multiple',
  'granularity, Log based recovery, Checkpoints, Shadow paging.',
].join('\n');

const CONTENTS = [
  'Contents',
  '1 Introduction 1',
  '1.1 Functional units 3',
  '1.2 Bus structures 7',
  '2 Addressing modes 12',
  '2.1 Indexed addressing 14',
  '2.2 Autoincrement and autodecrement 16',
].join('\n');

const TITLE = [
  'COMPUTER NETWORKS',
  'MODULE 2',
  'DATA LINK LAYER',
  'Prepared by the department of CSE',
].join('\n');

const EXPLAINING = [
  'Two Phase Locking',
  'A transaction follows the two phase locking protocol when all of its lock requests come',
  'before its first unlock. In the growing phase it may acquire locks but may not release any;',
  'in the shrinking phase it releases the locks it holds and may not acquire new ones.',
  'Because every transaction stops acquiring locks at its lock point, the schedule is',
  'equivalent to the serial schedule in the order of the lock points, which is why the',
  'protocol guarantees conflict serializability.',
].join('\n');

const BULLET_SLIDE = [
  'Stop-and-Wait ARQ',
  '• The sender keeps a copy of the sent frame until it receives an acknowledgment.',
  '• When the timer expires before the acknowledgment arrives, the frame is sent again.',
  '• Frames are numbered 0 and 1 so that the receiver can detect a duplicate frame.',
].join('\n');

const WORKED_EXAMPLE = [
  'Multiply 7 x -3 using Booth algorithm',
  'BR = 0111 QR = 1101',
  'AC QR Qn+1 SC',
  '0000 1101 0 4',
  '1001 1101 0 4',
  '1100 1110 1 3',
  '0011 1110 1 3',
  '0001 1111 0 2',
  '1010 1111 0 2',
  '1101 0111 1 1',
  '1110 1011 1 0',
].join('\n');

describe('classifyPage', () => {
  it.each([
    ['a syllabus page', SYLLABUS],
    ['a contents page', CONTENTS],
    ['a title page', TITLE],
    ['a slide that is only a heading', 'Pipeline Hazards\nData hazards'],
    ['a page with no text (a scanned cover)', ''],
    ['a page that is only a watermark', 'Downloaded from Ktunotes.in'],
  ])('flags %s as a listing page', (_what, text) => {
    const verdict = classifyPage(text);
    expect(verdict.listing).toBe(true);
    expect(verdict.score).toBeGreaterThan(0.5);
  });

  it.each([
    ['running prose', EXPLAINING],
    ['a slide of bullet sentences', BULLET_SLIDE],
    ['a worked example of numbers', WORKED_EXAMPLE],
  ])('keeps %s as an explaining page', (_what, text) => {
    expect(classifyPage(text).listing).toBe(false);
  });

  it('scores plain prose 0 and an empty page 1', () => {
    expect(classifyPage(EXPLAINING).score).toBe(0);
    expect(classifyPage('').score).toBe(1);
  });

  it('counts prose sentences across wrapped lines, not topic lists', () => {
    const prose = pageShape(EXPLAINING);
    expect(prose.proseWords).toBe(prose.words - 3); // all but the heading "Two Phase Locking"
    expect(pageShape(SYLLABUS).proseWords).toBe(0);
  });

  it('gives the fields the pipeline stores on contentPages', () => {
    expect(listingFields(SYLLABUS, { listing: true, why: 'heading' })).toEqual({
      listing: true,
      listingRule: 2,
      listingScore: 1,
      listingWhy: 'heading',
    });
    expect(listingFields(EXPLAINING, { listing: false, why: null })).toEqual({
      listing: false,
      listingRule: 2,
      listingScore: 0,
    });
  });
});
