// A node:test reporter that writes the files with a failing test, one a line (scripts/test.js reruns them).
export default async function* failedFiles(source) {
  const failed = new Set();
  for await (const event of source) {
    if (event.type === 'test:fail' && event.data.file) failed.add(event.data.file);
  }
  yield [...failed].map((file) => `${file}\n`).join('');
}
