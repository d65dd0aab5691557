/**
 * The metric names a Grafana dashboard's PromQL refers to, and the names a Prometheus exposition offers. Used by
 * dashboard.test.ts to keep the dashboard to metrics the gateway really exposes.
 */

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'inf',
  'nan',
]);

/**
 * Every metric an expression selects: what is left once strings, label matchers, ranges, Grafana variables,
 * numbers, function names (a word before `(`) and PromQL keywords are taken out. `label_values(metric, label)`
 * (a Grafana variable query) yields its metric.
 */
export function metricsInPromql(expr: string): string[] {
  const labelValues = /^\s*label_values\(\s*([a-zA-Z_:][\w:]*)\s*,/.exec(expr);
  if (labelValues !== null) return [labelValues[1] as string];
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\$\{?\w+\}?/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names: string[] = [];
  for (const match of bare.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    const [, word, call] = match as unknown as [string, string, string | undefined];
    if (call === undefined && !PROMQL_WORDS.has(word.toLowerCase())) names.push(word);
  }
  return names;
}

/** The sample names a text exposition offers: each `# TYPE`, with `_bucket`/`_sum`/`_count` for histograms and summaries. */
export function exposedMetrics(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
    const [, name, type] = match as unknown as [string, string, string];
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

interface DashboardJson {
  panels?: { title?: string; targets?: { expr?: string }[]; panels?: DashboardJson['panels'] }[];
  templating?: { list?: { name: string; query?: string | { query?: string } }[] };
}

/** Each PromQL expression of a dashboard (panel targets, rows' panels, query variables) with where it is. */
export function dashboardQueries(dashboard: DashboardJson): { where: string; expr: string }[] {
  const fromPanels = (panels: DashboardJson['panels']): { where: string; expr: string }[] =>
    (panels ?? []).flatMap((panel) => [
      ...(panel.targets ?? [])
        .filter((t): t is { expr: string } => typeof t.expr === 'string')
        .map((t) => ({ where: `panel "${panel.title}"`, expr: t.expr })),
      ...fromPanels(panel.panels),
    ]);
  const fromVariables = (dashboard.templating?.list ?? []).flatMap((variable) => {
    const query = typeof variable.query === 'string' ? variable.query : variable.query?.query;
    return query !== undefined && /\w+\(/.test(query)
      ? [{ where: `variable $${variable.name}`, expr: query }]
      : [];
  });
  return [...fromPanels(dashboard.panels), ...fromVariables];
}
