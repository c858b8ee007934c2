import type { ErrorDefinition } from './app-error.ts';
import { problemTypeBase } from './problem.ts';

/** Renders the error catalogue as the Markdown of docs/errors.md. */
export function renderErrorsDoc(catalogue: Record<string, ErrorDefinition>): string {
  const rows = Object.entries(catalogue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, d]) => `| \`${code}\` | ${d.status} | ${d.title.fr} | ${d.title.en} |`);
  return `# Error codes

Generated from \`api/src/modules/error-catalogue.ts\` by \`pnpm --filter @propre/api errors:doc\`; do not edit.

Every error answer is an RFC 9457 problem (\`application/problem+json\`):
\`type\` (\`${problemTypeBase}<code-with-dashes>\`), \`title\` and \`detail\` in the negotiated
language (French unless \`Accept-Language\` prefers English), \`status\`, \`instance\` (the path),
the stable \`code\` below, \`errors[]\` for invalid fields (\`pointer\` such as \`/body/email\`,
\`code\` naming the rule, \`message\`) and the \`requestId\` also sent as \`X-Request-Id\`.

| code | status | titre (fr) | title (en) |
| --- | ---: | --- | --- |
${rows.join('\n')}
`;
}
