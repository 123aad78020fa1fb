import { describe, expect, it } from 'vitest';
import { pageRoles } from './page-roles.js';

const HEADER = 'COMPUTER NETWORKS   Prepared by the department   Page 3';

/** A slide explaining in bullets: terse, few sentences, but it explains. */
const slide = (title: string, bullets: string[]) =>
  [HEADER, title, ...bullets.map((b) => `• ${b}`)].join('\n');

const EXPLAINING = [
  slide('Stop-and-Wait ARQ', [
    'sender keeps a copy of the sent frame until the acknowledgment arrives',
    'timer expires - frame sent again',
    'frames numbered 0 and 1 so the receiver detects a duplicate frame',
  ]),
  slide('Go-Back-N ARQ', [
    'sender window of N frames, receiver window of 1 frame',
    'a lost frame: the sender resends it and every frame after it',
    'cumulative acknowledgment of the frames received in order',
  ]),
  slide('Selective Repeat ARQ', [
    'only the lost frame is sent again',
    'the receiver buffers frames received out of order',
    'window size at most half the sequence numbers',
  ]),
  slide('Sliding window', [
    'frames in flight are limited by the window',
    'the window slides when an acknowledgment arrives',
    'Go-Back-N and Selective Repeat are sliding window protocols',
  ]),
];

describe('pageRoles', () => {
  it('keeps slides that explain in bullets as explaining pages', () => {
    expect(pageRoles(EXPLAINING).map((r) => r.listing)).toEqual([false, false, false, false]);
  });

  it('finds a syllabus by its heading, and a page that is only a running header as empty', () => {
    const syllabus = [
      HEADER,
      'SYLLABUS',
      'Stop-and-Wait ARQ – Go-Back-N ARQ – Selective Repeat ARQ – Sliding window – frames',
    ].join('\n');
    const roles = pageRoles([syllabus, ...EXPLAINING, HEADER]);
    expect(roles[0]).toEqual({ listing: true, why: 'heading' });
    expect(roles.slice(1, 5).every((r) => !r.listing)).toBe(true);
    expect(roles[5]).toEqual({ listing: true, why: 'empty' });
  });

  it('finds an overview without a heading by its terms, each explained on other pages', () => {
    const overview = [
      HEADER,
      'ARQ: frames, acknowledgment, window, receiver, sender, Go-Back-N',
    ].join('\n');
    expect(pageRoles([...EXPLAINING, overview])[4]).toEqual({ listing: true, why: 'topic-list' });
  });

  it('finds a divider repeated through the deck, but not a slide built up on the next page', () => {
    const divider = [HEADER, 'Data link layer error control protocols'].join('\n');
    const roles = pageRoles([divider, EXPLAINING[0]!, EXPLAINING[1]!, divider, EXPLAINING[2]!]);
    expect(roles[0]).toEqual({ listing: true, why: 'duplicate' });
    expect(roles[3]).toEqual({ listing: true, why: 'duplicate' });
    const build = pageRoles([EXPLAINING[0]!, EXPLAINING[0]!, EXPLAINING[1]!]);
    expect(build.map((r) => r.listing)).toEqual([false, false, false]);
  });

  it('keeps a figure with its caption, and a worked example, as explaining pages', () => {
    const figure = [HEADER, 'Instruction queue and prefetching'].join('\n');
    const booth = [HEADER, 'Booth', '0000 1101 0 4', '1001 1101 0 4', '1100 1110 1 3'].join('\n');
    const roles = pageRoles([...EXPLAINING, figure, booth]);
    expect(roles[4]!.listing).toBe(false);
    expect(roles[5]!.listing).toBe(false);
  });
});
