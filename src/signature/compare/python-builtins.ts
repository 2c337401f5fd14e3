/**
 * Python's built-in exception classes, each line a base and its direct subclasses (the `builtins`
 * module of 3.13): a class that traded an old built-in base for one below it (`Exception` →
 * `ValueError`) is still an instance of the old one.
 */
const HIERARCHY = `
BaseException: SystemExit KeyboardInterrupt GeneratorExit Exception BaseExceptionGroup
Exception: ArithmeticError AssertionError AttributeError BufferError EOFError ImportError
  LookupError MemoryError NameError OSError ReferenceError RuntimeError StopAsyncIteration
  StopIteration SyntaxError SystemError TypeError ValueError Warning
ArithmeticError: FloatingPointError OverflowError ZeroDivisionError
ImportError: ModuleNotFoundError
LookupError: IndexError KeyError
NameError: UnboundLocalError
OSError: BlockingIOError ChildProcessError ConnectionError FileExistsError FileNotFoundError
  InterruptedError IsADirectoryError NotADirectoryError PermissionError ProcessLookupError
  TimeoutError
ConnectionError: BrokenPipeError ConnectionAbortedError ConnectionRefusedError
  ConnectionResetError
RuntimeError: NotImplementedError RecursionError PythonFinalizationError
SyntaxError: IndentationError
IndentationError: TabError
ValueError: UnicodeError
UnicodeError: UnicodeDecodeError UnicodeEncodeError UnicodeTranslateError
Warning: BytesWarning DeprecationWarning EncodingWarning FutureWarning ImportWarning
  PendingDeprecationWarning ResourceWarning RuntimeWarning SyntaxWarning UnicodeWarning
  UserWarning
`;

const BASE_OF = new Map<string, string>();
for (const [, base, subclasses] of HIERARCHY.matchAll(/(\w+):([^:]*?)(?=\n\w+:|\s*$)/g))
  for (const name of subclasses!.split(/\s+/).filter(Boolean)) BASE_OF.set(name, base!);
// `IOError` and `EnvironmentError` are other names of `OSError`.
BASE_OF.set('IOError', 'Exception').set('EnvironmentError', 'Exception');

/** The base of a built-in exception class (`ValueError` → `Exception`), or undefined. */
export function builtinExceptionBase(name: string): string | undefined {
  return BASE_OF.get(name.replace(/^builtins\./, ''));
}
