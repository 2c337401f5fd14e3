import { gitText } from '../diff/git';
import { SealError } from './reasons';
import type { Predicate } from './statement';

const NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

/**
 * The repository a bundle is sealed for: `--repository` (with `--repository-id`), else
 * GITHUB_REPOSITORY (with GITHUB_REPOSITORY_ID) in Actions, else the `origin` remote's URL.
 */
export async function resolveRepository(
  topLevel: string,
  options: { name?: string; id?: number; env: NodeJS.ProcessEnv },
): Promise<Predicate['repository']> {
  const { env } = options;
  let name = options.name;
  let id = options.id;
  if (name === undefined && env.GITHUB_REPOSITORY) {
    name = env.GITHUB_REPOSITORY;
    if (id === undefined && /^\d+$/.test(env.GITHUB_REPOSITORY_ID ?? '')) {
      id = Number(env.GITHUB_REPOSITORY_ID);
    }
  }
  name ??= await originName(topLevel);
  if (name === undefined) {
    throw new SealError(
      'cannot tell which repository this is (no GITHUB_REPOSITORY, no origin remote): pass --repository OWNER/NAME',
      2,
    );
  }
  if (!NAME.test(name)) throw new SealError(`repository '${name}' is not OWNER/NAME`, 2);
  if (id !== undefined && !(Number.isSafeInteger(id) && id >= 0)) {
    throw new SealError(`repository id ${id} is not a non-negative integer`, 2);
  }
  return id === undefined ? { name } : { name, id };
}

/** `owner/name` from an origin URL (https, ssh, scp-like), or undefined. */
export function repositoryFromUrl(url: string): string | undefined {
  const match = /[/:]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

async function originName(topLevel: string): Promise<string | undefined> {
  try {
    return repositoryFromUrl(await gitText(topLevel, ['remote', 'get-url', 'origin']));
  } catch {
    return undefined;
  }
}
