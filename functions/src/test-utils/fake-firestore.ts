/**
 * A tiny in-memory stand-in for the parts of the Admin Firestore API the services use, so unit
 * tests run without an emulator. Supports: collection/doc paths, get, getAll, set (with merge and
 * `FieldValue.increment`), update, create, add (ids `auto-1`, `auto-2`, …) and delete (failing with the gRPC codes Firestore uses:
 * 5 not found, 6 already exists), withConverter, where('==') , select, orderBy (skipping docs without the field, like
 * Firestore), limit, and write batches (applied in order on commit, not atomically). Counts reads so tests can assert the "one query" budgets (docs/architecture.md §10).
 * Snapshots carry an `updateTime` that every write of the document moves forward.
 */
import { FieldValue } from 'firebase-admin/firestore';

type Data = Record<string, unknown>;

/** The part of a Firestore converter the fake applies (`withConverter`). */
export interface FakeConverter {
  toFirestore(value: unknown): Data;
  fromFirestore(snapshot: FakeSnapshot): unknown;
}

export class FakeFirestore {
  readonly docs = new Map<string, Data>();
  queries = 0;
  gets = 0;
  /** `getAll` calls (one batched read each, whatever the number of documents). */
  batchGets = 0;
  writes = 0;
  /** Batches committed. */
  commits = 0;
  /** Per document path: the `updateTime` of its last write (a counter, as seconds). */
  readonly updateTimes = new Map<string, number>();
  private clock = 0;
  private ids = 0;

  /** A fresh document id for `add()`. */
  newId(): string {
    return `auto-${++this.ids}`;
  }

  collection(path: string): FakeCollection {
    return new FakeCollection(this, path);
  }

  /** Seeds `path` (e.g. 'notes/n1') with `data`. */
  put(path: string, data: Data): void {
    this.docs.set(path, { ...data });
    this.touch(path);
  }

  /** Moves the document's `updateTime` forward (every write does). */
  touch(path: string): void {
    this.updateTimes.set(path, ++this.clock);
  }

  /** A snapshot of the document as stored now (its `data()` through `converter`, if any). */
  snapshot(
    path: string,
    value: Data | undefined = this.docs.get(path),
    converter?: FakeConverter,
    queryResult = false,
  ): FakeSnapshot {
    const seconds = this.updateTimes.get(path);
    const id = path.split('/').pop() ?? '';
    const ref = new FakeDocRef(this, path, converter);
    return new FakeSnapshot(id, value, ref, seconds, converter, queryResult);
  }

  read(path: string): Data | undefined {
    return this.docs.get(path);
  }

  async getAll(...refs: FakeDocRef[]): Promise<FakeSnapshot[]> {
    this.batchGets += 1;
    return refs.map((ref) => this.snapshot(ref.path, undefined, ref.converter));
  }

  /** A write batch: its writes run in order on `commit()` (no rollback if one fails). */
  batch(): FakeBatch {
    const writes: (() => Promise<void>)[] = [];
    const batch: FakeBatch = {
      set: (ref, data, options) => (writes.push(() => ref.set(data, options)), batch),
      update: (ref, data) => (writes.push(() => ref.update(data)), batch),
      create: (ref, data) => (writes.push(() => ref.create(data)), batch),
      delete: (ref) => (writes.push(() => ref.delete()), batch),
      commit: async () => {
        this.commits += 1;
        for (const write of writes) await write();
      },
    };
    return batch;
  }

  resetCounters(): void {
    this.queries = 0;
    this.gets = 0;
    this.batchGets = 0;
    this.writes = 0;
    this.commits = 0;
  }
}

export interface FakeBatch {
  set(ref: FakeDocRef, data: Data, options?: { merge?: boolean }): FakeBatch;
  update(ref: FakeDocRef, data: Data): FakeBatch;
  create(ref: FakeDocRef, data: Data): FakeBatch;
  delete(ref: FakeDocRef): FakeBatch;
  commit(): Promise<void>;
}

export class FakeSnapshot {
  constructor(
    readonly id: string,
    private readonly value: Data | undefined,
    /** The document's reference (query results and `get()` have one, like Firestore's). */
    readonly ref?: FakeDocRef,
    private readonly updatedAt?: number,
    private readonly converter?: FakeConverter,
    /** A query's result (Firestore's QueryDocumentSnapshot): its data() must exist. */
    private readonly queryResult = false,
  ) {}

  /** When the document was last written (undefined when it does not exist). */
  get updateTime(): { seconds: number; nanoseconds: number } | undefined {
    return this.updatedAt === undefined ? undefined : { seconds: this.updatedAt, nanoseconds: 0 };
  }

  get exists(): boolean {
    return this.value !== undefined;
  }

  data(): Data | undefined {
    if (!this.value) return undefined;
    if (!this.converter) return { ...this.value };
    // A converter reads the stored data, as Firestore's QueryDocumentSnapshot hands it over.
    const data = this.converter.fromFirestore(new FakeSnapshot(this.id, this.value, this.ref));
    if (!data && this.queryResult) {
      throw new Error('The data in a QueryDocumentSnapshot should always exist.');
    }
    return data as Data;
  }

  get(field: string): unknown {
    return this.value?.[field];
  }
}

export class FakeDocRef {
  constructor(
    private readonly db: FakeFirestore,
    readonly path: string,
    readonly converter?: FakeConverter,
  ) {}

  withConverter(converter: FakeConverter | null): FakeDocRef {
    return new FakeDocRef(this.db, this.path, converter ?? undefined);
  }

  get id(): string {
    return this.path.split('/').pop() ?? '';
  }

  collection(name: string): FakeCollection {
    return new FakeCollection(this.db, `${this.path}/${name}`);
  }

  async get(): Promise<FakeSnapshot> {
    this.db.gets += 1;
    return this.db.snapshot(this.path, undefined, this.converter);
  }

  async set(value: Data, options?: { merge?: boolean }): Promise<void> {
    const data = this.converter ? this.converter.toFirestore(value) : value;
    this.db.writes += 1;
    const previous = options?.merge ? (this.db.docs.get(this.path) ?? {}) : {};
    const next: Data = { ...previous };
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) continue;
      next[key] = value instanceof FieldValue ? applyTransform(value, previous[key]) : value;
    }
    this.db.docs.set(this.path, next);
    this.db.touch(this.path);
  }

  /** Like Firestore's: fails with code 5 when the document does not exist. */
  async update(data: Data): Promise<void> {
    if (!this.db.docs.has(this.path)) throw grpcError(5, `No document to update: ${this.path}`);
    // Firestore's update() bypasses a converter.
    await this.withConverter(null).set(data, { merge: true });
  }

  /** Like Firestore's: fails with code 6 when the document exists. */
  async create(data: Data): Promise<void> {
    if (this.db.docs.has(this.path)) throw grpcError(6, `Document already exists: ${this.path}`);
    await this.set(data);
  }

  /** With `{ exists: true }`, fails with code 5 when the document does not exist. */
  async delete(precondition?: { exists?: boolean }): Promise<void> {
    if (precondition?.exists && !this.db.docs.has(this.path)) {
      throw grpcError(5, `No document to delete: ${this.path}`);
    }
    this.db.writes += 1;
    this.db.docs.delete(this.path);
    this.db.updateTimes.delete(this.path);
  }
}

function grpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function applyTransform(transform: FieldValue, previous: unknown): unknown {
  const operand = (transform as unknown as { operand?: unknown }).operand;
  if (typeof operand !== 'number')
    throw new Error('FakeFirestore supports only FieldValue.increment');
  return (typeof previous === 'number' ? previous : 0) + operand;
}

class FakeQuery {
  constructor(
    protected readonly db: FakeFirestore,
    protected readonly path: string,
    private readonly filters: Array<[string, unknown]> = [],
    private readonly orders: Array<[string, 'asc' | 'desc']> = [],
    private readonly max = Infinity,
    /** Field projection (select()); null = whole documents. */
    private readonly fields: string[] | null = null,
    protected readonly converter?: FakeConverter,
  ) {}

  withConverter(converter: FakeConverter | null): FakeQuery {
    const c = converter ?? undefined;
    return new FakeQuery(this.db, this.path, this.filters, this.orders, this.max, this.fields, c);
  }

  /** Keeps only these fields of each document read, as Firestore's projection does. */
  select(...fields: string[]): FakeQuery {
    return new FakeQuery(
      this.db,
      this.path,
      this.filters,
      this.orders,
      this.max,
      fields,
      this.converter,
    );
  }

  where(field: string, op: string, value: unknown): FakeQuery {
    if (op !== '==') throw new Error(`FakeFirestore supports only '==', got ${op}`);
    return new FakeQuery(
      this.db,
      this.path,
      [...this.filters, [field, value]],
      this.orders,
      this.max,
      this.fields,
      this.converter,
    );
  }

  orderBy(field: string, direction: 'asc' | 'desc' = 'asc'): FakeQuery {
    const orders: Array<[string, 'asc' | 'desc']> = [...this.orders, [field, direction]];
    return new FakeQuery(
      this.db,
      this.path,
      this.filters,
      orders,
      this.max,
      this.fields,
      this.converter,
    );
  }

  limit(n: number): FakeQuery {
    return new FakeQuery(
      this.db,
      this.path,
      this.filters,
      this.orders,
      n,
      this.fields,
      this.converter,
    );
  }

  async get(): Promise<{ docs: FakeSnapshot[]; size: number; empty: boolean }> {
    this.db.queries += 1;
    const prefix = `${this.path}/`;
    let rows = [...this.db.docs.entries()]
      .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .filter(([, data]) => this.filters.every(([field, value]) => data[field] === value))
      .filter(([, data]) => this.orders.every(([field]) => field in data));
    rows.sort(([pathA, a], [pathB, b]) => {
      for (const [field, direction] of this.orders) {
        const diff = compare(a[field], b[field]);
        if (diff !== 0) return direction === 'asc' ? diff : -diff;
      }
      return pathA.localeCompare(pathB);
    });
    rows = rows.slice(0, this.max);
    const fields = this.fields;
    const project = (data: Data) =>
      fields ? Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])) : data;
    const docs = rows.map(([path, data]) =>
      this.db.snapshot(path, project(data), this.converter, true),
    );
    return { docs, size: docs.length, empty: docs.length === 0 };
  }
}

export class FakeCollection extends FakeQuery {
  override withConverter(converter: FakeConverter | null): FakeCollection {
    return new FakeCollection(this.db, this.path, [], [], Infinity, null, converter ?? undefined);
  }

  doc(id: string): FakeDocRef {
    return new FakeDocRef(this.db, `${this.path}/${id}`, this.converter);
  }

  /** Like Firestore's: a new document with an id of its own (through the converter, if any). */
  async add(data: Data): Promise<FakeDocRef> {
    const ref = this.doc(this.db.newId());
    await ref.set(data);
    return ref;
  }
}

function compare(a: unknown, b: unknown): number {
  const key = (v: unknown) =>
    v !== null && typeof v === 'object' && 'toMillis' in v
      ? (v as { toMillis(): number }).toMillis()
      : v;
  const x = key(a) as number | string;
  const y = key(b) as number | string;
  return x < y ? -1 : x > y ? 1 : 0;
}
