import { startServer, type TestServer } from './support';

/** A span as the OTLP/HTTP JSON exporter sends it (ids in hex; kind 2 server, 3 client, 4 producer, 5 consumer). */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
  links?: { traceId: string; spanId: string }[];
}

export const SPAN_KIND = { server: 2, client: 3, producer: 4, consumer: 5 } as const;

/** A local OTLP/HTTP collector that keeps every span it is sent. */
export interface TestCollector extends TestServer {
  spans: OtlpSpan[];
}

export async function startCollector(): Promise<TestCollector> {
  const spans: OtlpSpan[] = [];
  const server = await startServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const resource of sent.resourceSpans)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { ...server, spans };
}

/** The value of a span's attribute (OTLP JSON sends integers as strings or numbers). */
export function attributeOf(span: OtlpSpan | undefined, key: string): string | number | undefined {
  const value = span?.attributes?.find((attribute) => attribute.key === key)?.value;
  if (value === undefined) return undefined;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue;
}
