// A page of notes uploaded as a question paper: its numbered headings are not questions
// (paper-notes.ts). Papers that print no marks still keep their questions when they ask.
import { describe, expect, it } from 'vitest';
import { page, q } from '../../test-utils/paper-layouts.js';
import { readQuestions, splitQuestions } from './questions.js';

const NOTES = `UNIT 2 - PROCESS MANAGEMENT
1. Introduction
A process is a program in execution. The operating system keeps a process control block for each process, holding its state, program counter, registers and open files.
2. Process States
A process moves between new, ready, running, waiting and terminated. The scheduler picks a ready process to run on the CPU.
2.1 Context Switch
Saving the state of one process and loading another is a context switch; it is pure overhead.
3. Scheduling Algorithms
FCFS runs processes in arrival order. SJF picks the shortest next burst. Round robin gives each process a time quantum.
4. Summary
Processes, their states and the scheduler are the core of this unit.`;

describe('readQuestions: notes uploaded as a paper', () => {
  it('finds no question in a page of notes with numbered headings, and says it reads as notes', () => {
    expect(readQuestions([NOTES])).toEqual({ questions: [], asNotes: true });
    expect(splitQuestions([NOTES, NOTES])).toEqual([]);
  });

  it('keeps the questions of a paper that prints no marks when they ask for something', () => {
    const paper = `Answer any five questions. All questions carry equal marks.
1. Explain the process control block with a neat diagram.
2. What is a context switch? Why is it overhead?
3. Compare FCFS and round robin scheduling.
4. Deadlock: state the four necessary conditions.`;
    const { questions, asNotes } = readQuestions([paper]);
    expect(asNotes).toBe(false);
    expect(questions.map((q) => q.number)).toEqual(['1', '2', '3', '4']);
  });

  it('keeps numbered statements that carry marks: a paper, however it is worded', () => {
    const paper = `1. Process control block and its fields. [5]
2. Context switch and its cost. [5]
3. Round robin scheduling with a time quantum of 4 ms. [10]`;
    const { questions, asNotes } = readQuestions([paper]);
    expect(asNotes).toBe(false);
    expect(questions.map((q) => [q.number, q.marks])).toEqual([
      ['1', 5],
      ['2', 5],
      ['3', 10],
    ]);
  });

  // Slides and notes print their page number at the right edge, where a paper's marks column is.
  const numbered = (marks: string[]) =>
    page(
      q('1', 'Introduction A process is a program in execution held in memory.', marks[0]),
      q('2', 'Process States A process moves between ready, running and waiting.', marks[1]),
      q('3', 'Scheduling The scheduler picks the next ready process to run.', marks[2]),
      q('4', 'Summary Processes and the scheduler are the core of this unit.', marks[3]),
    );

  it('reads numbers going up at the right edge as page numbers, not marks', () => {
    const pages = readQuestions([numbered(['2', '3', '4', '5'])]);
    expect(pages).toEqual({ questions: [], asNotes: true });
  });

  it('keeps the same lines when the right-edge figures repeat like marks', () => {
    const marked = readQuestions([numbered(['7', '7', '7', '7'])]);
    expect(marked.asNotes).toBe(false);
    expect(marked.questions.map((x) => [x.number, x.marks])).toEqual([
      ['1', 7],
      ['2', 7],
      ['3', 7],
      ['4', 7],
    ]);
  });
});
