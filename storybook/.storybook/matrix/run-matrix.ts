import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';
import { type Check, type Combination, describeCombination, matrixSteps } from './combinations.ts';
import { switchStory } from './switch-story.ts';
import { findForeignTexts, findOverflowingTexts, foreignTexts } from './text-checks.ts';

/**
 * Story parameters: `propre.matrix: false` for a story that sets its own providers;
 * `propre.fixedTexts: true` when the texts are the story's args (a ui primitive's label), which
 * no language switch translates: the foreign-text check is left out, the others run.
 */
export interface MatrixParameters {
  propre?: { matrix?: boolean; fixedTexts?: boolean };
  a11y?: { test?: string; disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } };
}

const failingImpacts = new Set(['serious', 'critical']);

/**
 * The axe rules a language switch can change the outcome of: names and labels (an empty or
 * missing translation), language attributes, empty headings. Structure, roles and colours are
 * the same in both languages and were checked by the story's own run.
 */
const wordRules = [
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'object-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

/**
 * Widgets whose stories still fail the matrix, by story title: their problems are printed as
 * warnings, not failures, until their owners fix them (docs/adr/0008 lists what was found).
 * Remove a title as soon as its stories pass; add none.
 */
const notYetPassing: string[] = [];

/**
 * Runs after every story test (a preview `afterEach`), once the story has played and the a11y
 * addon has checked it as rendered: re-renders it in place in the other language and the other
 * themes (see combinations.ts) and fails the test with everything found, per combination.
 */
export async function runStoryMatrix(context: StoryContext): Promise<void> {
  const parameters = context.parameters as MatrixParameters;
  if (context.viewMode !== 'story' || parameters.propre?.matrix === false) return;
  if (parameters.a11y?.disable || parameters.a11y?.test === 'off') return;
  const canvas = context.canvasElement;
  const start: Combination = { locale: context.globals.locale, theme: context.globals.theme, brand: context.globals.brand };
  const problems: string[] = [];
  const report = (combination: Combination, found: string[]) => {
    for (const problem of found) problems.push(`[${describeCombination(combination)}] ${problem}`);
  };

  // VITE_STORY_MATRIX: lean (the default), full, or off (the run as it was before the matrix, to compare).
  const mode = import.meta.env.VITE_STORY_MATRIX ?? 'lean';
  if (mode === 'off') return;
  const fixedTexts = parameters.propre?.fixedTexts === true;
  report(start, textProblems(canvas, start, fixedTexts));
  try {
    for (const step of matrixSteps(start, mode === 'full' ? 'full' : 'lean')) {
      await switchStory(canvas, step.combination);
      if (step.checks.includes('texts')) report(step.combination, textProblems(canvas, step.combination, fixedTexts));
      report(step.combination, await axeProblems(canvas, step.checks, parameters));
    }
  } finally {
    await switchStory(canvas, start);
  }
  if (problems.length === 0) return;
  const message = `The story fails in other languages or themes:\n${problems.join('\n')}`;
  if (notYetPassing.some((title) => context.title.startsWith(title)))
    console.warn(`[not yet passing] ${context.title}: ${message}`);
  else throw new Error(message);
}

function textProblems(canvas: HTMLElement, combination: Combination, fixedTexts: boolean): string[] {
  const foreign = fixedTexts ? [] : findForeignTexts(canvas, combination.locale, foreignTexts(combination.locale));
  return [...foreign, ...findOverflowingTexts(canvas)];
}

async function axeProblems(canvas: HTMLElement, checks: Check[], parameters: MatrixParameters): Promise<string[]> {
  if (!checks.includes('axe') && !checks.includes('contrast')) return [];
  const disabled = Object.fromEntries(
    [{ id: 'region', enabled: false }, ...(parameters.a11y?.config?.rules ?? [])]
      .filter((rule) => !rule.enabled)
      .map((rule) => [rule.id, { enabled: false }]),
  );
  axe.reset();
  const results = await axe.run(
    { include: [canvas] },
    {
      resultTypes: ['violations'],
      runOnly: {
        type: 'rule',
        values: (checks.includes('axe') ? wordRules : ['color-contrast']).filter((id) => !(id in disabled)),
      },
    },
  );
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `axe ${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}
