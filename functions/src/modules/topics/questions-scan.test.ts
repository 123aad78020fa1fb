import { describe, expect, it } from 'vitest';
import { centred, page, pick, q } from '../../test-utils/paper-layouts.js';
import { splitQuestions } from './questions.js';

describe("splitQuestions on a scan's text layer", () => {
  it('reads a scan text layer: l0, t4, I for 1, J or a for 3, lost numbers, specks', () => {
    const found = splitQuestions([
      page(
        centred('PART A'),
        q('', 'Illustrate the layering principle.', '3'),
        q('', 'What is the propagation delay of a 12,000 km cable?', '3'),
        [[0.1, 'a']],
        q('J', 'Show how the Ethernet frame carries data.', '3'),
        q('4', 'Differentiate bridges and switches.', 'J'),
        q('5', 'Illustrate the optimality principle.', '3'),
        q('6', 'Explain multicast routing.', 'a'),
        q('7', 'Explain the IP checksum.', '3'),
        q('8', 'Explain congestion control.', '3'),
        q('9', 'Explain flow control.', '3'),
        q("'l0", 'Describe the ports used by FTP.', '3'),
        [
          [0.02, ',i'],
          [0.45, 'PART B'],
        ],
        centred('Module -1'),
        q('I I', 'a) Explain the TCP/IP model.', 'l0'),
        [
          [0.15, 'b) Compare LAN, MAN and WAN.'],
          [0.88, '4'],
        ],
        q('t2', 'a) Compare network topologies.', '8'),
        [
          [0.09, 'q'],
          [0.15, 'b) Explain optical fibre.'],
          [0.88, '6'],
        ],
      ),
    ]);
    expect(pick(found).map(([n, m]) => [n, m])).toEqual([
      ['1', 3],
      ['2', 3],
      ['3', 3],
      ['4', 3],
      ['5', 3],
      ['6', 3],
      ['7', 3],
      ['8', 3],
      ['9', 3],
      ['10', 3],
      ['11(a)', 10],
      ['11(b)', 4],
      ['12(a)', 8],
      ['12(b)', 6],
    ]);
    expect(found[2]!.text).toBe('Show how the Ethernet frame carries data.');
  });

  it('follows a number column that slants on a page photographed askew', () => {
    // Numbers drift 0.08 of the page width leftwards down the page; a sub-item sits right of them.
    const at = (y: number) => 0.14 - 0.1 * y;
    const line = (y: number, number: string, text: string) => ({
      y,
      items: [
        { x: at(y), x2: at(y) + 0.02, text: number },
        { x: at(y) + 0.07, x2: at(y) + 0.6, text },
      ],
    });
    const found = splitQuestions([
      {
        lines: [
          { y: 0.05, items: [{ x: 0.45, x2: 0.55, text: 'PART A' }] },
          line(0.1, '1', 'Explain cache memory.'),
          line(0.25, '2', 'Define pipelining.'),
          { y: 0.3, items: [{ x: at(0.3) + 0.1, x2: 0.5, text: '3) Arrays' }] },
          line(0.4, '3', 'Describe direct memory access.'),
          line(0.55, '4', 'Explain interrupts.'),
          line(0.7, '5', 'Explain microprogramming.'),
          line(0.85, '6', 'Explain DRAM refresh.'),
        ],
      },
    ]);
    expect(found.map((question) => question.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(found[1]!.text).toBe('Define pipelining. 3) Arrays');
  });

  it("reads a scan's garbled a): `2)` when the question's next label is b), glued to a garbled number", () => {
    const found = splitQuestions([
      page(
        centred('Module -2'),
        q('12', '2) Describe the addressing modes.', '7'),
        [[0.17, 'b) Discuss how instructions are classified.']],
        q('13', '2) Arrays and lists are compared here.', '7'),
        q("14-e'a)", 'Wbd b TCP? Draw the TCP segment.', '8'),
        [[0.17, 'b) Explain TCP congestion control.']],
      ),
    ]);
    expect(pick(found)).toEqual([
      ['12(a)', 7, 'Describe the addressing modes.'],
      ['12(b)', null, 'Discuss how instructions are classified.'],
      ['13', 7, '2) Arrays and lists are compared here.'],
      ['14(a)', 8, 'Wbd b TCP? Draw the TCP segment.'],
      ['14(b)', null, 'Explain TCP congestion control.'],
    ]);
  });
});
