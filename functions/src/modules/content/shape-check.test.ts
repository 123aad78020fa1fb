import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { checkStoredShape, shapeErrorDoc, shapeProblem } = await import('./shape-check.js');

const NOTE = {
  title: 'Normalisation',
  subjectId: 'dbms',
  semesterId: 's4',
  pdfUrl: 'https://x/n1.pdf',
  pages: 12,
  unit: 3,
};
const PROJECT = {
  name: 'Quiz App',
  description: 'd',
  category: 'easy',
  studentPrice: 499,
  businessPrice: 1499,
  active: true,
};

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
});

const entry = (path: string) => fake.read(shapeErrorDoc(path).path);

describe('shapeProblem', () => {
  it('names the first field that does not fit and what is stored there', () => {
    expect(shapeProblem('notes', NOTE)).toBeNull();
    expect(shapeProblem('notes', { ...NOTE, pages: 'lots' })).toEqual({
      field: 'pages',
      message: 'pages: must be a number; it is the text "lots"',
    });
    expect(shapeProblem('notes', { ...NOTE, title: 42 })).toEqual({
      field: 'title',
      message: 'title: must be a string; it is 42',
    });
    expect(shapeProblem('projects', { ...PROJECT, studentPrice: 'free' })).toMatchObject({
      field: 'studentPrice',
    });
    expect(shapeProblem('semesters', { title: 'Semester 1' })).toEqual({
      field: 'order',
      message: 'order: must be a number; it is missing',
    });
    expect(shapeProblem('notes', { ...NOTE, pdfUrl: '' })?.field).toBe('pdfUrl');
    expect(shapeProblem('subjects', { title: ' ', semesterId: 's1', order: 1 })?.field).toBe(
      'title',
    );
  });

  it('checks site-wide notifications: text title and message, a Timestamp createdAt', () => {
    const notification = { title: 'Exams', message: 'Revise', createdAt: Timestamp.now() };
    expect(shapeProblem('notifications', notification)).toBeNull();
    expect(shapeProblem('notifications', { ...notification, title: 42 })).toEqual({
      field: 'title',
      message: 'title: must be a string; it is 42',
    });
    expect(shapeProblem('notifications', { ...notification, createdAt: '2025-10-01' })).toEqual({
      field: 'createdAt',
      message: 'createdAt: must be a Timestamp; it is the text "2025-10-01"',
    });
  });

  it('lets through fields nobody reads (the team may annotate a document)', () => {
    expect(shapeProblem('projects', { ...PROJECT, note: 'launch in May' })).toBeNull();
  });
});

describe('checkStoredShape', () => {
  it('files one contentErrors entry for a malformed document and removes it once fixed', async () => {
    const bad = { ...NOTE, pages: 'lots' };
    expect(await checkStoredShape('notes', 'n1', undefined, bad)).toBe('reported');
    expect(entry('notes/n1')).toMatchObject({
      path: 'notes/n1',
      store: 'firestore',
      reason: 'malformed-document',
      field: 'pages',
      message:
        'Firestore notes/n1: pages: must be a number; it is the text "lots". Students do not see this document until it is fixed.',
    });
    expect(await checkStoredShape('notes', 'n1', bad, NOTE)).toBe('cleared');
    expect(entry('notes/n1')).toBeUndefined();
  });

  it('removes the entry when the malformed document is deleted', async () => {
    const bad = { ...PROJECT, studentPrice: 'free' };
    await checkStoredShape('projects', 'quiz', undefined, bad);
    expect(entry('projects/quiz')).toBeDefined();
    expect(await checkStoredShape('projects', 'quiz', bad, undefined)).toBe('cleared');
    expect(entry('projects/quiz')).toBeUndefined();
  });

  it('writes nothing for a fitting document', async () => {
    expect(await checkStoredShape('notes', 'n1', NOTE, { ...NOTE, title: 'New' })).toBe('fits');
    expect(fake.writes).toBe(0);
  });
});
