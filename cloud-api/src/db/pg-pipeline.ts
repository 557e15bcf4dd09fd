// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the typings of pg's value mapping must come along into every program that imports this file (desktop main, e2e)
/// <reference path="./ambient-pg-utils.d.ts" />
import type pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/**
 * Several named (prepared) statements in ONE round trip to PostgreSQL: node-postgres sends one
 * statement and waits for its answer before the next, so a scoped read (BEGIN and the tenant's
 * settings, the read, COMMIT) cost four trips, and each trip a socket write and a read on both
 * sides. This sends, for each statement, Parse (the first time on this connection) then
 * Bind/Execute, and one Sync at the end, through node-postgres' own Submittable hook
 * (client.query(submittable), as pg-cursor does). Without an explicit BEGIN, everything before a
 * Sync is one implicit transaction (PostgreSQL, "Pipelining" in the protocol chapter): a
 * `set_config(…, true)` in the first statement holds for the rest and ends with it.
 *
 * Each statement's row shape is asked for once (Describe) and then kept by its name, with the
 * pool's type parsers (the ORM's), so the rows are parsed as the ORM's own queries parse them.
 */
export interface PipelinedQuery {
  name: string;
  text: string;
  values: readonly unknown[];
}

export type PipelineRow = Record<string, unknown>;

interface RowShape {
  names: string[];
  parsers: ((text: string) => unknown)[];
}

/** What node-postgres' connection keeps of the statements it has prepared (not in its typings). */
interface PreparingConnection extends pg.Connection {
  parsedStatements: Record<string, string>;
}

interface FieldMessage {
  fields: { name: string; dataTypeID: number }[];
}

/** The row shapes of one pool's statements, by statement name (a name always has one text). */
export class RowShapes {
  readonly #shapes = new Map<string, RowShape>();
  readonly #types: pg.CustomTypesConfig;
  constructor(types: pg.CustomTypesConfig) {
    this.#types = types;
  }

  get(name: string): RowShape | undefined {
    return this.#shapes.get(name);
  }

  learn(name: string, message: FieldMessage): RowShape {
    const shape = {
      names: message.fields.map((field) => field.name),
      parsers: message.fields.map((field) => this.#types.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown),
    };
    this.#shapes.set(name, shape);
    return shape;
  }
}

class Pipeline implements pg.Submittable {
  readonly results: PipelineRow[][] = [];
  /** The statement whose answer is arriving. */
  #current = 0;
  #shape: RowShape | undefined;
  /** Statements parsed by this pipeline: known to the connection only once it has succeeded. */
  #parsing: PipelinedQuery[] = [];
  #connection: PreparingConnection | undefined;
  #done = false;

  private readonly queries: readonly PipelinedQuery[];
  private readonly shapes: RowShapes;
  private readonly settle: (error: Error | null, results: PipelineRow[][], brokeConnection: boolean) => void;

  constructor(queries: readonly PipelinedQuery[], shapes: RowShapes, settle: (error: Error | null, results: PipelineRow[][], brokeConnection: boolean) => void) {
    this.queries = queries;
    this.shapes = shapes;
    this.settle = settle;
    for (let i = 0; i < queries.length; i++) this.results.push([]);
  }

  submit(connection: pg.Connection): void {
    const preparing = connection as PreparingConnection;
    this.#connection = preparing;
    connection.stream.cork();
    try {
      for (const query of this.queries) {
        if (preparing.parsedStatements[query.name] === undefined && !this.#parsing.some((parsing) => parsing.name === query.name)) {
          connection.parse({ name: query.name, text: query.text, types: [] }, true);
          this.#parsing.push(query);
        }
        connection.bind({ statement: query.name, values: query.values.map((value) => pgUtils.prepareValue(value)) }, true);
        if (!this.shapes.get(query.name)) connection.describe({ type: 'P', name: '' }, true);
        connection.execute(null, true);
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    this.#shape = this.shapes.get(this.queries[0]?.name ?? '');
  }

  handleRowDescription(message: FieldMessage): void {
    const query = this.queries[this.#current];
    if (query) this.#shape = this.shapes.learn(query.name, message);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const shape = this.#shape;
    if (!shape) return;
    const row: PipelineRow = {};
    const { fields } = message;
    for (let i = 0; i < fields.length; i++) {
      const text = fields[i];
      row[shape.names[i] as string] = text === null || text === undefined ? null : (shape.parsers[i] as (text: string) => unknown)(text);
    }
    this.results[this.#current]?.push(row);
  }

  handleCommandComplete(): void {
    this.#current++;
    this.#shape = this.shapes.get(this.queries[this.#current]?.name ?? '');
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handleError(error: Error): void {
    // node-postgres forgets this query at the error; the server skips to the Sync and answers ReadyForQuery
    this.#finish(error);
  }

  handleReadyForQuery(): void {
    for (const query of this.#parsing) if (this.#connection) this.#connection.parsedStatements[query.name] = query.text;
    this.#finish(null);
  }

  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}

  #finish(error: Error | null): void {
    if (this.#done) return;
    this.#done = true;
    // after an error, which of this pipeline's Parses took is unknown: the connection is not reused
    this.settle(error, this.results, error !== null && this.#parsing.length > 0);
  }
}

/**
 * Runs `queries` on `client` in one round trip; their rows in order. A failure rejects (the
 * implicit transaction is rolled back by the server); `release` says whether the client may go
 * back to the pool.
 */
export function runPipeline(client: pg.PoolClient, shapes: RowShapes, queries: readonly PipelinedQuery[]): Promise<PipelineRow[][]> {
  return new Promise((resolve, reject) => {
    client.query(
      new Pipeline(queries, shapes, (error, results, brokeConnection) => {
        client.release(brokeConnection ? (error ?? undefined) : undefined);
        if (error) reject(error);
        else resolve(results);
      }),
    );
  });
}
