// What an endpoint answers is its contract's response schema's output: only the fields the contract names leave
// the server (docs/decisions/0010-answers-are-checked-against-the-contract.md). zod's parse does that at 0.5 µs a
// message; this copies the named fields and checks their types from a plan built once per schema, and hands
// anything it does not recognise, or that does not match, to zod itself, whose answer (or error) then stands.
import type { z } from 'zod';

/** A plan's verdict on a value that does not fit; zod then parses the whole answer. */
const MISMATCH: unique symbol = Symbol('mismatch');
type Plan = (value: unknown) => unknown;

/** Returns `schema.parse`'s result, faster for answers that fit the schema exactly. */
export function answerOf<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  const plan = compile(schema as unknown as Node);
  return (value) => {
    const copy = plan(value);
    return (copy === MISMATCH ? schema.parse(value) : copy) as z.output<S>;
  };
}

/** The parts of zod v4's schema definitions the plans read. */
interface Node {
  _zod: { def: Def; optin?: string; optout?: string };
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; format?: string; value?: unknown; inclusive?: boolean } } }>;
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  innerType?: Node;
  options?: Node[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}

/**
 * One JavaScript function per schema node, compiled once (as zod compiles its objects): leaves are inline type
 * checks, objects read their keys by name and answer a fresh object literal of those keys in the schema's order.
 */
function compile(root: Node): Plan {
  const lines: string[] = [];
  const zodNodes: Node[] = [];
  const names = new Map<Node, string>();
  const literal = (value: unknown) =>
    value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value)
      ? JSON.stringify(value)
      : null;

  const fallback = (node: Node, name: string) => {
    zodNodes.push(node);
    // Anything else (optional keys, defaults, transforms, string checks...) is zod's, value by value.
    lines.push(
      `function ${name}(v) { const r = zodNodes[${zodNodes.length - 1}].safeParse(v); return r.success ? r.data : M; }`,
    );
  };
  const check = (name: string, test: string) => lines.push(`function ${name}(v) { return ${test} ? v : M; }`);

  const visit = (node: Node): string => {
    const known = names.get(node);
    if (known) return known;
    const name = `f${names.size}`;
    names.set(node, name);
    const def = node._zod.def;
    const checked = (def.checks?.length ?? 0) > 0;
    if (checked && def.type !== 'number') {
      fallback(node, name);
      return name;
    }
    switch (def.type) {
      case 'string':
      case 'boolean':
        check(name, `typeof v === '${def.type}'`);
        return name;
      case 'null':
        check(name, 'v === null');
        return name;
      case 'number': {
        const tests = numberTests(def);
        if (tests) check(name, ["typeof v === 'number'", 'Number.isFinite(v)', ...tests].join(' && '));
        else fallback(node, name);
        return name;
      }
      case 'literal':
      case 'enum': {
        const values = (def.type === 'literal' ? def.values : Object.values(def.entries ?? {})) ?? [];
        const texts = values.map(literal);
        if (texts.length > 0 && texts.every((text) => text !== null)) {
          check(name, `(${texts.map((text) => `v === ${text}`).join(' || ')})`);
        } else fallback(node, name);
        return name;
      }
      case 'nullable': {
        const inner = visit(def.innerType as Node);
        lines.push(`function ${name}(v) { return v === null ? null : ${inner}(v); }`);
        return name;
      }
      case 'array': {
        const element = visit(def.element as Node);
        lines.push(
          `function ${name}(v) { if (!Array.isArray(v)) return M; const n = v.length, c = new Array(n);` +
            ` for (let i = 0; i < n; i++) { const e = ${element}(v[i]); if (e === M) return M; c[i] = e; } return c; }`,
        );
        return name;
      }
      case 'union': {
        // zod answers the first option that accepts the value.
        const options = (def.options ?? []).map(visit);
        const tries = options.map((option) => `r = ${option}(v); if (r !== M) return r;`).join(' ');
        lines.push(`function ${name}(v) { let r; ${tries} return M; }`);
        return name;
      }
      case 'object': {
        const shape = Object.entries(def.shape ?? {});
        const plain = shape.every(([, field]) => field._zod.optin !== 'optional' && field._zod.optout !== 'optional');
        if (def.catchall !== undefined || !plain) {
          fallback(node, name);
          return name;
        }
        const reads = shape.map(([key, field], i) => {
          const plan = visit(field);
          return `const a${i} = ${plan}(v[${JSON.stringify(key)}]); if (a${i} === M) return M;`;
        });
        const fields = shape.map(([key], i) => `${JSON.stringify(key)}: a${i}`).join(', ');
        lines.push(
          `function ${name}(v) { if (typeof v !== 'object' || v === null || Array.isArray(v)) return M;` +
            ` ${reads.join(' ')} return { ${fields} }; }`,
        );
        return name;
      }
      default:
        fallback(node, name);
        return name;
    }
  };

  const rootName = visit(root);
  const body = `${lines.join('\n')}\nreturn ${rootName};`;
  return new Function('M', 'zodNodes', body)(MISMATCH, zodNodes) as Plan;
}

/** zod's number is finite; `int()` a safe integer; `nonnegative()`, `positive()`, `min()`, `max()` bounds. */
function numberTests(def: Def): string[] | null {
  const tests: string[] = [];
  for (const check of def.checks ?? []) {
    const { check: kind, format, value, inclusive } = check._zod.def;
    if (kind === 'number_format' && format === 'safeint') tests.push('Number.isSafeInteger(v)');
    else if (kind === 'greater_than' && Number.isFinite(value)) tests.push(`v ${inclusive ? '>=' : '>'} ${value}`);
    else if (kind === 'less_than' && Number.isFinite(value)) tests.push(`v ${inclusive ? '<=' : '<'} ${value}`);
    else return null;
  }
  return tests;
}
