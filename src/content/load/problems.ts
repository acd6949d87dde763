/** One thing wrong in a content file, where it is, and what to do about it. */
export type ContentProblem = {
  /** Path from the project's folder, e.g. content/en/home.yaml. */
  file: string;
  /** 1-based; absent when the problem is the whole file (it is missing, or unreadable). */
  line?: number;
  column?: number;
  /** The field, e.g. hero.title or intro.points[2].icon; empty for the file as a whole. */
  path: string;
  /** What is wrong, as a sentence that follows the field: 'is missing', 'should be a number, not "many"'. */
  message: string;
};

/** One line: `content/en/home.yaml:3:3: hero.title is missing (text)`. */
export const formatProblem = ({ file, line, column, path, message }: ContentProblem): string =>
  `${file}${line === undefined ? '' : `:${line}:${column ?? 1}`}: ${path || 'the file'} ${message}`;

/** Thrown when content files are wrong: its message is one line per problem, nothing else. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}
