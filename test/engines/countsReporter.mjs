// A Web Test Runner reporter that writes one engine's counts (passed, failed, skipped, and the
// names of the skipped tests, whose names say why) to a JSON file, for test/run-all.mjs's summary.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Every test of a session's results, suites walked. */
function* testsOf(suite, path = []) {
  for (const test of suite?.tests ?? []) yield { ...test, name: [...path, test.name].join(' › ') };
  for (const child of suite?.suites ?? []) yield* testsOf(child, [...path, child.name]);
}

export function countsReporter(file) {
  return {
    async onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, skippedNames: [], failedFiles: [] };
      for (const session of sessions) {
        let failedHere = 0;
        for (const test of testsOf(session.testResults)) {
          if (test.skipped) {
            counts.skipped += 1;
            counts.skippedNames.push(test.name);
          } else if (test.passed) counts.passed += 1;
          else failedHere += 1;
        }
        // A file that failed with no failed test (it did not load, an error outside a test, a time-out) counts as one failure.
        if (!session.passed) {
          counts.failedFiles.push(session.testFile);
          failedHere ||= 1;
        }
        counts.failed += failedHere;
      }
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(counts, null, 2));
    },
  };
}
