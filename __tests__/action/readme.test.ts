import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { actionYml } from './harness';

type Step = { uses?: string; with?: Record<string, unknown> };
type Workflow = {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
};

const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('<!-- section: action'),
  readme.indexOf('<!-- section: cli'),
);
const workflows = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => parseYaml(m[1]!) as Workflow)
  .filter((w) => w && typeof w === 'object' && 'jobs' in w);

describe('the README example workflows', () => {
  const inputs = actionYml().inputs;

  it('are a pull_request and a pull_request_target workflow, with least permissions', () => {
    expect(workflows.map((w) => Object.keys(w.on))).toEqual([
      ['pull_request'],
      ['pull_request_target'],
    ]);
    for (const w of workflows)
      expect(w.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
  });

  it('pass only inputs action.yml declares', () => {
    for (const w of workflows) {
      const steps = Object.values(w.jobs).flatMap((j) => j.steps);
      const ours = steps.filter((s) => s.uses?.startsWith('letitloop/letitloop-action@'));
      expect(ours).toHaveLength(1);
      for (const name of Object.keys(ours[0]!.with ?? {}))
        expect([name, name in inputs]).toEqual([name, true]);
    }
  });

  it('the fork-safe one never checks out the PR', () => {
    const steps = Object.values(workflows[1]!.jobs).flatMap((j) => j.steps);
    expect(steps.some((s) => s.uses?.startsWith('actions/checkout'))).toBe(false);
    expect(steps[0]!.with).not.toHaveProperty('test-command');
  });

  it('the inputs table lists every input and the outputs table every output', () => {
    for (const name of Object.keys(inputs)) expect(section).toContain(`\`${name}\``);
    for (const name of Object.keys(actionYml().outputs))
      expect(section).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
  });
});
