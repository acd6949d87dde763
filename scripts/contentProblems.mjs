/**
 * A build stopped by content files that need correcting says so in one line per problem
 * (file:line:column: field and what is wrong), without a stack trace: the person who
 * edited the file needs the lines, not the build's internals.
 */
export async function reportingContentProblems(run) {
  try {
    return await run();
  } catch (error) {
    const problems = [error, ...(error?.errors ?? [])].filter(
      (item) => item?.name === 'ContentError',
    );
    if (problems.length === 0) throw error;
    const lines = [...new Set(problems.flatMap((item) => item.message.split('\n')))];
    console.error(
      `The site was not built: ${lines.length === 1 ? 'a content file needs' : 'content files need'} correcting.\n${lines.join('\n')}`,
    );
    process.exit(1);
  }
}
