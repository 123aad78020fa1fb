/**
 * The stored shape of `mail/{id}` (./mail.ts): the format of the official "Trigger Email from
 * Firestore" extension (firebase/firestore-send-email): `to`, `message.subject`, `message.text`,
 * `message.html`, plus our `createdAt`. Only written, and only through `mailConverter`, so a
 * document the extension could not send is a 500 of the request that wrote it, not a silent
 * email that never arrives. Strict: nothing else goes into an email document (the extension adds
 * its own `delivery` field afterwards, which nothing here reads).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../lib/collections.js';
import { db } from '../lib/firebase.js';
import { storedConverter } from '../lib/stored.js';

export const storedMailSchema = z.strictObject({
  /** One address: no spaces or commas (the extension would read a comma list as several). */
  to: z.string().regex(/^[^\s@,]+@[^\s@,]+$/),
  message: z.strictObject({
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().min(1),
  }),
  createdAt: z.instanceof(Timestamp),
});

/** A `mail/{id}` document as the Trigger Email extension reads it. */
export type MailDocument = z.output<typeof storedMailSchema>;

export const mailConverter = storedConverter(storedMailSchema);

/** `mail`, written through its schema. */
export function mailCollection() {
  return db().collection(COLLECTIONS.mail).withConverter(mailConverter);
}
