// x-url's bulk mode (parse, check and host): one input per line in, one JSON line per
// input out (NDJSON, the schema of cli-json.ts), in input order, streaming with constant
// memory. A leading byte-order mark is dropped (and said so on stderr). Lines are split on bytes ("\n", and a "\r"
// before it is dropped), so a line that is not valid UTF-8 is found, reported in its
// record and counted, never fatal. With --workers N, batches of lines go to N worker
// threads and come back in order. A plain stdin → stdout line filter: it runs unchanged
// as a Hadoop Streaming or Spark RDD.pipe mapper (README "Command line").
import { Buffer, isUtf8 } from 'node:buffer';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { hostJSON, parseAgainst, parseBase, parseHostInput, urlJSON, type ParsedBase } from './cli-json';

/** The commands that have a bulk mode: each line is one input, each output line its JSON record (cli-json.ts). */
export type BulkCommand = 'parse' | 'check' | 'host';

export interface BulkContext {
  readonly command: BulkCommand;
  readonly base: ParsedBase | null;
  /** host --opaque. */
  readonly opaque: boolean;
}

/**
 * One NDJSON line (with its "\n") for `input`, and whether it failed: it does not parse
 * (parse, host), or it does not parse or has validation errors (check).
 */
export function bulkRecord(input: string, ctx: BulkContext): { readonly line: string; readonly failed: boolean } {
  if (ctx.command === 'host') {
    const r = parseHostInput(input, ctx.opaque);
    return { line: `${JSON.stringify(hostJSON(r))}\n`, failed: r.host === null };
  }
  const r = parseAgainst(input, ctx.base);
  const failed = r.url === null || (ctx.command === 'check' && r.errors.length > 0);
  return { line: `${JSON.stringify(urlJSON(r))}\n`, failed };
}

/** A line that was not UTF-8: its record, with the bytes decoded with replacement. */
function invalidUTF8Record(text: string): string {
  return `${JSON.stringify({ input: text, ok: false, invalidUTF8: true, validationErrors: [] })}\n`;
}

/** The NDJSON text for a batch of lines; `null` entries are lines that were not UTF-8. */
export function bulkBatch(lines: ReadonlyArray<string | null>, raw: readonly string[], ctx: BulkContext): BatchResult {
  let text = '';
  let failed = 0;
  let invalid = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === null || line === undefined) {
      text += invalidUTF8Record(raw[i] ?? '');
      failed++;
      invalid++;
      continue;
    }
    const record = bulkRecord(line, ctx);
    if (record.failed) failed++;
    text += record.line;
  }
  return { text, failed, invalid, count: lines.length };
}

/** The UTF-8 byte-order mark. */
const BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * `input`'s chunks with a leading UTF-8 byte-order mark removed (a list saved by some
 * editors starts with one; left in, it makes the first line fail to parse), calling
 * `dropped` once when there was one.
 */
export async function* withoutBOM(input: AsyncIterable<Buffer | string>, dropped: () => void): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let decided = false;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (decided) {
      yield bytes;
      continue;
    }
    head = Buffer.concat([head, bytes]);
    if (head.length < BOM.length && BOM.slice(0, head.length).every((b, i) => head[i] === b)) continue;
    decided = true;
    if (head[0] === BOM[0] && head[1] === BOM[1] && head[2] === BOM[2]) {
      dropped();
      head = head.subarray(BOM.length);
    }
    if (head.length > 0) yield head;
  }
  if (!decided && head.length > 0) yield head;
}

/** The message for a dropped byte-order mark (once per stream, on stderr). */
export const BOM_NOTE = 'x-url: dropped the byte-order mark (U+FEFF) at the start of stdin\n';

/** `requested` worker threads, at most `cores` (more only queue for the same cores), and the note saying so. */
export function clampWorkers(requested: number, cores: number): { readonly workers: number; readonly note: string | undefined } {
  const available = Math.max(1, cores);
  if (requested <= available) return { workers: requested, note: undefined };
  return { workers: available, note: `x-url: --workers ${requested} clamped to ${available}, the cores available\n` };
}

export interface BulkOptions {
  readonly command: BulkCommand;
  readonly base: string | undefined;
  readonly opaque: boolean;
  readonly workers: number;
  /** Where the progress line and the summary go; progress only when it is a terminal. */
  readonly stderr: Writable & { isTTY?: boolean };
  /** The module to start worker threads from (the CLI's own file). */
  readonly workerURL: URL | undefined;
}

/** Splits chunks into lines on "\n" bytes (dropping a "\r" before it), decoding each. */
class LineSplitter {
  #rest: Buffer | null = null;
  /** Lines as text (null when not UTF-8) and, for those, the text with replacement. */
  push(chunk: Buffer, lines: Array<string | null>, raw: string[], end: boolean): void {
    const buf = this.#rest === null ? chunk : Buffer.concat([this.#rest, chunk]);
    this.#rest = null;
    let start = 0;
    for (;;) {
      let nl = buf.indexOf(0x0a, start);
      if (nl === -1) {
        if (!end) {
          this.#rest = start === buf.length ? null : Buffer.from(buf.subarray(start));
          return;
        }
        if (start === buf.length) return;
        nl = buf.length;
      }
      let stop = nl;
      if (stop > start && buf[stop - 1] === 0x0d) stop--;
      const text = buf.toString('utf8', start, stop);
      // Only a line whose decoding has U+FFFD can be invalid: check its bytes then.
      if (text.indexOf('\uFFFD') !== -1 && !isUtf8(buf.subarray(start, stop))) {
        lines.push(null);
        raw.push(text);
      } else {
        lines.push(text);
        raw.push('');
      }
      start = nl + 1;
      if (start >= buf.length && end) return;
    }
  }
}

async function write(out: Writable, text: string | Uint8Array): Promise<void> {
  if (text.length > 0 && !out.write(text)) await once(out, 'drain');
}

const BATCH = 2_000;
/**
 * Bytes per piece handed to a worker thread: small enough that a piece's NDJSON (about 7x
 * its size) stays in the young generation (1 MB pieces cost a quarter more time).
 */
const CHUNK = 1 << 17;

/** Runs bulk mode from `input` to `output`; returns the exit code (1 when some input failed). */
export async function runBulk(stdin: Readable, output: Writable, o: BulkOptions): Promise<number> {
  const base = parseBase(o.base);
  if (base !== null && base.record === null) {
    o.stderr.write('x-url: the base URL does not parse\n');
    return 2;
  }
  const ctx: BulkContext = { command: o.command, base, opaque: o.opaque };
  const input = withoutBOM(stdin as AsyncIterable<Buffer>, () => o.stderr.write(BOM_NOTE));
  const noun = o.command === 'host' ? 'hosts' : 'URLs';
  const failedWord = o.command === 'check' ? 'not valid' : 'failed';
  const started = Date.now();
  let count = 0;
  let failed = 0;
  let invalid = 0;
  let lastProgress = started;
  const progress = (final: boolean): void => {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(count / seconds) : count;
    const line = `${count} ${noun}, ${failed} ${failedWord}${invalid > 0 ? ` (${invalid} not UTF-8)` : ''}, ${rate}/s`;
    if (final) o.stderr.write(`${o.stderr.isTTY === true ? '\r' : ''}x-url: ${line} in ${seconds.toFixed(1)} s\n`);
    else o.stderr.write(`\rx-url: ${line}`);
  };
  const tally = (r: BatchResult): void => {
    count += r.count;
    failed += r.failed;
    invalid += r.invalid;
    if (o.stderr.isTTY === true && Date.now() - lastProgress > 250) {
      lastProgress = Date.now();
      progress(false);
    }
  };
  if (o.workers > 1 && o.workerURL !== undefined) {
    // N parsers: this thread and N - 1 worker threads. This thread cuts the byte stream at
    // the last "\n" of every ~128 KB, hands each piece to a worker thread with room
    // (transferred, not copied) and parses a piece itself only when none has, so that N
    // parsers keep N cores busy (with N worker threads, this thread's reading and writing
    // would be one thread too many: on 2 cores, --workers 2 ran at 0.93x one parser).
    const pool = new WorkerPool(o.workerURL, o.workers - 1, ctx);
    let pending: Buffer[] = [];
    let pendingLength = 0;
    const submit = async (bytes: Uint8Array): Promise<void> => {
      for (const r of await pool.submit(bytes)) {
        tally(r);
        await write(output, r.text);
      }
    };
    for await (const chunk of input) {
      pending.push(chunk);
      pendingLength += chunk.length;
      if (pendingLength < CHUNK) continue;
      const buf = Buffer.concat(pending, pendingLength);
      const nl = buf.lastIndexOf(0x0a);
      if (nl === -1) {
        pending = [buf];
        continue;
      }
      const rest = buf.subarray(nl + 1);
      pending = rest.length === 0 ? [] : [Buffer.from(rest)];
      pendingLength = rest.length;
      await submit(new Uint8Array(buf.subarray(0, nl + 1)));
    }
    if (pendingLength > 0) await submit(new Uint8Array(Buffer.concat(pending, pendingLength)));
    for (const r of await pool.drain()) {
      tally(r);
      await write(output, r.text);
    }
    await pool.close();
  } else {
    const splitter = new LineSplitter();
    let lines: Array<string | null> = [];
    let raw: string[] = [];
    const flush = async (): Promise<void> => {
      const r = bulkBatch(lines, raw, ctx);
      lines = [];
      raw = [];
      tally(r);
      await write(output, r.text);
    };
    for await (const chunk of input) {
      splitter.push(chunk, lines, raw, false);
      if (lines.length >= BATCH) await flush();
    }
    splitter.push(Buffer.alloc(0), lines, raw, true);
    await flush();
  }
  progress(true);
  return failed > 0 ? 1 : 0;
}

interface BatchResult {
  /** The NDJSON lines: a string, or (from a worker thread) their UTF-8 bytes, transferred. */
  readonly text: string | Uint8Array;
  readonly count: number;
  readonly failed: number;
  readonly invalid: number;
}

/** Pieces a worker thread may hold (one parsing, one waiting) before this thread parses one itself. */
const PER_WORKER = 2;

interface Slot {
  result: BatchResult | null;
  resolve: ((r: BatchResult) => void) | null;
}

/**
 * `n` worker threads and this thread, turning pieces of whole lines into NDJSON bytes.
 * A piece goes to a worker thread that holds fewer than PER_WORKER pieces; when all are
 * full, this thread parses it. This thread also reads, cuts and writes everything, so a
 * fixed share (every (n + 1)th piece) overloaded it: on 2 cores the worker thread sat idle
 * for a third of the run while this one wrote. Results are written in submission order;
 * at most #window pieces are unwritten, so memory stays constant.
 */
class WorkerPool {
  readonly #workers: Worker[];
  readonly #inFlight: number[];
  readonly #slots: Slot[] = [];
  readonly #ctx: BulkContext;
  readonly #encoder = new TextEncoder();
  readonly #window: number;
  #first = 0;

  constructor(url: URL, n: number, ctx: BulkContext) {
    this.#workers = [];
    this.#inFlight = [];
    this.#ctx = ctx;
    this.#window = (n + 1) * PER_WORKER + 2;
    for (let i = 0; i < n; i++) {
      const w = new Worker(url, { workerData: { xUrlBulkWorker: true, command: ctx.command, base: ctx.base?.input, opaque: ctx.opaque } satisfies BulkWorkerData });
      w.on('message', (m: BatchResult & { seq: number }) => {
        const slot = this.#slots[m.seq - this.#first];
        if (slot === undefined) throw new Error(`x-url: a result for piece ${m.seq}, which is not in flight`);
        this.#inFlight[i] = (this.#inFlight[i] as number) - 1;
        slot.result = m;
        slot.resolve?.(m);
      });
      w.on('error', (e) => {
        throw e;
      });
      this.#workers.push(w);
      this.#inFlight.push(0);
    }
  }

  /** Hands a piece over (or parses it here); returns the results now due, in order. */
  async submit(bytes: Uint8Array): Promise<BatchResult[]> {
    const seq = this.#first + this.#slots.length;
    let worker = -1;
    for (let i = 0; i < this.#workers.length; i++) {
      const held = this.#inFlight[i] as number;
      if (held < PER_WORKER && (worker === -1 || held < (this.#inFlight[worker] as number))) worker = i;
    }
    const slot: Slot = { result: null, resolve: null };
    this.#slots.push(slot);
    if (worker === -1) slot.result = piecesToNDJSON(bytes, this.#ctx, this.#encoder);
    else {
      this.#inFlight[worker] = (this.#inFlight[worker] as number) + 1;
      (this.#workers[worker] as Worker).postMessage({ seq, bytes }, [bytes.buffer as ArrayBuffer]);
    }
    const ready: BatchResult[] = [];
    for (;;) {
      const head = this.#slots[0];
      if (head === undefined) break;
      if (head.result === null && this.#slots.length < this.#window) break;
      ready.push(await this.#take());
    }
    return ready;
  }

  /** The oldest piece's result, waiting for its worker thread when needed. */
  async #take(): Promise<BatchResult> {
    const head = this.#slots[0] as Slot;
    const result = head.result ?? (await new Promise<BatchResult>((r) => (head.resolve = r)));
    this.#slots.shift();
    this.#first++;
    return result;
  }

  async drain(): Promise<BatchResult[]> {
    const out: BatchResult[] = [];
    while (this.#slots.length > 0) out.push(await this.#take());
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}

/** What a worker thread is started with. */
export interface BulkWorkerData {
  readonly xUrlBulkWorker: true;
  readonly command: BulkCommand;
  readonly base: string | undefined;
  readonly opaque: boolean;
}

/** The worker thread's side: whole lines of bytes in, NDJSON text out. */
export function bulkWorker(
  port: { on(event: 'message', f: (m: unknown) => void): void; postMessage(m: unknown, transfer: ArrayBuffer[]): void },
  data: BulkWorkerData,
): void {
  const encoder = new TextEncoder();
  const ctx: BulkContext = { command: data.command, base: parseBase(data.base), opaque: data.opaque };
  port.on('message', (m) => {
    const { seq, bytes } = m as { seq: number; bytes: Uint8Array };
    const r = piecesToNDJSON(bytes, ctx, encoder);
    port.postMessage({ seq, ...r }, [(r.text as Uint8Array).buffer as ArrayBuffer]);
  });
}

/** A piece of whole lines (bytes) to its NDJSON, encoded (a worker's result is transferred, and the main thread then only writes bytes). */
function piecesToNDJSON(bytes: Uint8Array, ctx: BulkContext, encoder: TextEncoder): BatchResult {
  const lines: Array<string | null> = [];
  const raw: string[] = [];
  new LineSplitter().push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), lines, raw, true);
  const r = bulkBatch(lines, raw, ctx);
  return { text: encoder.encode(r.text as string), count: r.count, failed: r.failed, invalid: r.invalid };
}
