/**
 * Prints each new document of the `mail` collection (the Trigger Email extension's format:
 * `to`, `message.subject`, `message.text`), which is the local outbox. Polls because the light
 * Firestore substitute's listen support is not relied on.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {(line: string) => void} print
 * @returns {() => void} stops watching
 */
export function watchOutbox(db, print, intervalMs = 1000) {
  const seen = new Set();
  let stopped = false;
  let first = true;
  const tick = async () => {
    try {
      const snap = await db.collection('mail').get();
      for (const doc of snap.docs) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        if (first) continue;
        const { to, message = {} } = doc.data();
        print(`\n✉  Mail to ${[to].flat().join(', ')}: ${message.subject ?? '(no subject)'}`);
        if (message.text) print(String(message.text).replace(/^/gm, '   '));
      }
      first = false;
    } catch {
      // The stack is stopping or restarting; the next tick tries again.
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
