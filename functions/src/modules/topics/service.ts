/**
 * Reading a subject's exam-prep topics. The pipeline keeps the whole answer in one
 * document (`subjectTopics/{subjectId}`, pipeline.ts), so a request costs 1 read; the subject is
 * read only when that document does not exist, to tell "no papers" ([]) from "no such subject".
 */
import { NotFound } from '../../lib/errors.js';
import { storedData } from '../../lib/stored.js';
import { subjectsCollection, type StoredSubject } from '../notes/stored.js';
import { subjectTopicsDoc, type StoredSubjectTopics, type StoredTopic } from './stored.js';

/**
 * The stored topics of a subject ([] while it has none, as when its topics document does not fit
 * its schema: stored.ts, logged).
 * @throws NotFound('Subject not found') (404) for an unknown subject
 */
export async function getTopics(subjectId: string): Promise<StoredTopic[]> {
  const topics = (await storedTopics(subjectId))?.topics;
  if (topics) return topics;
  await requireSubject(subjectId);
  return [];
}

/**
 * `subjectTopics/{subjectId}` (1 read): null when absent or it does not fit (logged). Before its
 * subject's first recompute ends it holds only `changes` (no `topics`).
 */
export async function storedTopics(subjectId: string): Promise<StoredSubjectTopics | null> {
  return storedData(await subjectTopicsDoc(subjectId).get());
}

/**
 * 1 read. @throws NotFound('Subject not found'), also for a subject that does not fit its schema
 * (it is not listed either).
 */
export async function requireSubject(subjectId: string): Promise<StoredSubject> {
  const subject = storedData(await subjectsCollection().doc(subjectId).get());
  if (!subject) throw new NotFound('Subject not found');
  return subject;
}
