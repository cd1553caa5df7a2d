// `node scripts/import-circles.mjs`: fails when the imports of lib/ and app/ (and db/) run in a circle.
// The graph is the TypeScript compiler's own reading of every import and re-export (`@/` paths resolved by
// tsconfig.json), type-only ones included: a circle of types alone still ties the files together (a rule
// module cannot be read, moved or tested without the registry), and is one edit away from a runtime cycle.
// Tests are left out: a test may import what it likes from beside it. Each circle is printed once, as
// found by Tarjan's strongly connected components, with one cycle through it spelled out.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const roots = ['lib', 'app', 'db']
const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
const isSource = (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.endsWith('.d.ts')
const files = config.fileNames.map((f) => path.resolve(f)).filter((f) => isSource(f) && roots.some((r) => f.startsWith(path.join(root, r) + path.sep)))
const inGraph = new Set(files)

/** Every module a file names in an import, an export ... from, or an import() type. */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .map((s) => ts.resolveModuleName(s, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
    .filter((f) => f !== undefined)
    .map((f) => path.resolve(f))
    .filter((f) => inGraph.has(f))
}

const graph = new Map(files.map((f) => [f, [...new Set(importsOf(f))]]))

// Tarjan's strongly connected components, iteratively (the graph is a few hundred files deep at most).
let index = 0
const indexOf = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const components = []
function strongConnect(start) {
  const work = [[start, 0]]
  indexOf.set(start, index)
  low.set(start, index++)
  stack.push(start)
  onStack.add(start)
  while (work.length > 0) {
    const frame = work[work.length - 1]
    const [node, i] = frame
    const next = graph.get(node)[i]
    if (next !== undefined) {
      frame[1]++
      if (!indexOf.has(next)) {
        indexOf.set(next, index)
        low.set(next, index++)
        stack.push(next)
        onStack.add(next)
        work.push([next, 0])
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)))
      continue
    }
    work.pop()
    if (work.length > 0) low.set(work[work.length - 1][0], Math.min(low.get(work[work.length - 1][0]), low.get(node)))
    if (low.get(node) === indexOf.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node).includes(node)) components.push(component)
    }
  }
}
for (const f of files) if (!indexOf.has(f)) strongConnect(f)

/** One cycle through a component: the shortest way back to its first file (breadth first). */
function cycleThrough(component) {
  const members = new Set(component)
  const first = [...component].sort()[0]
  const cameFrom = new Map([[first, null]])
  const queue = [first]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const next of graph.get(node)) {
      if (!members.has(next)) continue
      if (next === first) {
        const cycle = [node]
        for (let at = cameFrom.get(node); at !== null; at = cameFrom.get(at)) cycle.unshift(at)
        return [...cycle, first]
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node)
        queue.push(next)
      }
    }
  }
  return [first]
}

const rel = (f) => path.relative(root, f)
const edges = [...graph.values()].reduce((n, list) => n + list.length, 0)
if (components.length === 0) {
  console.log(`import circles: none among ${files.length} files of ${roots.join('/, ')}/ (${edges} imports, type-only ones included)`)
} else {
  for (const component of components) {
    console.error(`import circle of ${component.length} files: ${cycleThrough(component).map(rel).join(' -> ')}`)
    if (component.length > 2) console.error(`  all of them: ${component.map(rel).sort().join(', ')}`)
  }
  console.error(
    `${components.length} import circle(s) among ${files.length} files: break each (a type moved to the module both sides import, or the import turned around)`,
  )
  process.exit(1)
}
