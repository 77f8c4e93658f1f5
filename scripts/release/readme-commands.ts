/**
 * The commands a README gives to build from source: the first fenced `sh` block under its
 * "## Build from source" heading, one command a line (comments after `#` dropped). The release
 * check runs exactly these in the unpacked sources zip, so the instructions a reviewer follows
 * are the ones that were proven.
 */
export const BUILD_HEADING = '## Build from source';

export function buildCommands(readme: string): string[] {
  const start = readme.indexOf(`\n${BUILD_HEADING}\n`);
  if (start < 0) throw new Error(`the README has no "${BUILD_HEADING}" section`);
  const end = readme.indexOf('\n## ', start + BUILD_HEADING.length + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error(`"${BUILD_HEADING}" has no \`\`\`sh block of commands`);
  const commands = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (commands.length === 0) throw new Error(`"${BUILD_HEADING}"'s block holds no command`);
  return commands;
}
