// `npm run deps`: the import graph of src/ in numbers (files, imports, circles and the files in
// them, arrows that break a rule), for a reader comparing two versions of the code.
import { circles, edges, importGraph } from './importGraph';
import { breaches, networkOutsideTransport, viewsWritingTheStore } from './rules';

// npm runs scripts from the package's folder.
const root = process.cwd();
const graph = importGraph(root);
const found = circles(graph);
const internal = edges(graph).filter(({ to }) => to.startsWith('src/'));
console.log(`files in src/: ${graph.size}; imports between them: ${internal.length} (type imports and import() counted)`);
console.log(`import circles: ${found.length}; files in a circle: ${found.reduce((sum, circle) => sum + circle.length, 0)}${found.length ? ` (largest ${Math.max(...found.map((c) => c.length))})` : ''}`);
const broken = breaches(graph);
console.log(broken.length ? 'rules broken:' : 'every rule kept');
for (const { rule, found: items } of broken) {
  console.log(`- ${rule}: ${items.length}`);
  for (const item of items.slice(0, 20)) console.log(`    ${item.length > 300 ? `${item.slice(0, 300)}…` : item}`);
}
const network = networkOutsideTransport(root, graph);
console.log(network.length ? `network reached outside transport/: ${network.join(', ')}` : 'the network is reached from transport/ only');
const writers = viewsWritingTheStore(root, graph);
console.log(writers.length ? `views writing the store: ${writers.join(', ')}` : 'no view writes the store');
process.exitCode = broken.length || network.length || writers.length ? 1 : 0;
