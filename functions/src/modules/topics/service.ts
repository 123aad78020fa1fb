/**
 * Reading a subject's exam-prep topics. The pipeline keeps the whole answer in one
 * document (`subjectTopics/{subjectId}`, pipeline.ts), so a request costs 1 read; the subject is
 * read only when that document does not exist, to tell "no papers" ([]) from "no such subject".
 */
import { COLLECTIONS } from '../../lib/collections.js';
import { NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { storedData } from '../../lib/stored.js';
import { subjectsCollection, type StoredSubject } from '../notes/stored.js';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * The stored topics of a subject (unverified data; the presenter shapes it).
 * @throws NotFound('Subject not found') (404) for an unknown subject
 */
export async function getTopics(subjectId: string): Promise<unknown[]> {
  const snap = await topicsDoc(subjectId);
  const topics: unknown = snap.get('topics');
  if (snap.exists && Array.isArray(topics)) return topics as unknown[];
  await requireSubject(subjectId);
  return [];
}

/** `subjectTopics/{subjectId}` (1 read). */
export function topicsDoc(subjectId: string): Promise<DocumentSnapshot> {
  return db().collection(COLLECTIONS.subjectTopics).doc(subjectId).get();
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
