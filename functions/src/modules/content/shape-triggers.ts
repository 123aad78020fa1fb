/**
 * One trigger per collection students see (`semesters`, `subjects`, `notes`, `pyqs`, `projects`,
 * `notifications`): every write is checked against the collection's stored schema, and a document
 * that does not fit gets a `contentErrors` entry for the content team (shape-check.ts). In light
 * mode the event bridge delivers these as it does every Firestore trigger (docs/local-stack.md).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { CheckedCollection } from './shape-check.js';

/** A check is one read of the event's data and at most one write: the smallest instance does. */
const SHAPE_TRIGGER_OPTIONS = { memory: '256MiB', timeoutSeconds: 60, maxInstances: 5 } as const;

function shapeChecked(collection: CheckedCollection) {
  return onDocumentWritten(
    { ...SHAPE_TRIGGER_OPTIONS, document: `${collection}/{docId}` },
    async (event) => {
      const { checkStoredShape } = await import('./shape-check.js');
      await checkStoredShape(
        collection,
        event.params.docId,
        event.data?.before.data(),
        event.data?.after.data(),
      );
    },
  );
}

export const semesterShapeChecked = shapeChecked('semesters');
export const subjectShapeChecked = shapeChecked('subjects');
export const noteShapeChecked = shapeChecked('notes');
export const paperShapeChecked = shapeChecked('pyqs');
export const projectShapeChecked = shapeChecked('projects');
export const notificationShapeChecked = shapeChecked('notifications');
