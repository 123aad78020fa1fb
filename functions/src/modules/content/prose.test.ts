import { describe, expect, it } from 'vitest';
import { proseShare } from './prose.js';

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

describe('proseShare', () => {
  it('counts prose sentences across wrapped lines, not headings or topic lists', () => {
    // All but the heading "Two Phase Locking" (3 of the page's words).
    const words = EXPLAINING.match(/[\p{L}][\p{L}\p{N}'’-]*/gu)!.length;
    expect(proseShare(EXPLAINING)).toBeCloseTo((words - 3) / words, 5);
    expect(proseShare(SYLLABUS)).toBe(0);
    expect(proseShare(CONTENTS)).toBe(0);
  });

  it('reads bullet sentences as prose, and a page without words as none', () => {
    expect(proseShare(BULLET_SLIDE)).toBeGreaterThan(0.5);
    expect(proseShare(WORKED_EXAMPLE)).toBeLessThan(0.4);
    expect(proseShare('')).toBe(0);
  });
});
