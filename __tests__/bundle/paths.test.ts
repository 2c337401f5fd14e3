import { fileNameProblem, repoPathProblem } from '../../src/bundle/paths';

describe('repository-relative paths', () => {
  it.each(['a', 'src/a.ts', 'deep/er/x.y.z', '.github/workflows/ci.yml', 'é/ü', 'a..b', '...'])(
    'accepts %s',
    (path) => expect(repoPathProblem(path)).toBeNull(),
  );

  it.each([
    ['', 'empty path'],
    ['/etc/passwd', 'absolute path'],
    ['C:/x', 'absolute path'],
    ['a\\b', 'backslash in path'],
    ['../x', "'..' segment in path"],
    ['a/../../x', "'..' segment in path"],
    ['a/..', "'..' segment in path"],
    ['a\0b', 'control character'],
    ['a\nb', 'control character'],
    ['./a', 'not normalized'],
    ['a//b', 'not normalized'],
    ['a/', 'not normalized'],
    ['a/./b', 'not normalized'],
  ])('rejects %j (%s)', (path, problem) => {
    expect(repoPathProblem(path)).toContain(problem);
  });

  it('takes only bare file names for the journal', () => {
    expect(fileNameProblem('run.journal')).toBeNull();
    expect(fileNameProblem('x/run.journal')).toBe('not a bare file name');
    expect(fileNameProblem('..')).toContain('..');
  });
});
