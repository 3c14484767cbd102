// The calculator: a French arithmetic query (« 2,5 × 4 », « 15 % de 80 », « racine carrée de 16 ») parsed by
// mathjs, then evaluated by our own walk of its node tree that accepts numbers, operators and a short list of
// functions only: no eval, no variables, units, matrices or strings.
import { create, parseDependencies, type MathNode } from 'mathjs';
import type { InstantAnswer } from '../../../common/answers';
import type { AnswerModule } from './answer';
import { formatCalculatorNumber } from './calculatorFormat';

// The parser alone (with what it needs): the evaluation is ours.
const math = create({ ...parseDependencies });

const MAX_QUERY_LENGTH = 120;
const MAX_NODES = 60;
/** 170! is the largest factorial a double holds. */
const MAX_FACTORIAL = 170;

const FUNCTIONS: Record<string, (x: number) => number> = {
  sqrt: (x) => (x < 0 ? Number.NaN : Math.sqrt(x)),
  cbrt: Math.cbrt,
  abs: Math.abs,
  round: Math.round,
  floor: Math.floor,
  ceil: Math.ceil,
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
};
const SYMBOLS: Record<string, number> = { pi: Math.PI, e: Math.E };

// Cheap guards first: a digit and something that calculates, in a query made of calculator characters.
const HAS_DIGIT = /\d/;
const CALCULATES =
  /[-−+*/×÷^%!()]|\sx\s|racine|puissance|carr[ée]|cube|fois|plus|moins|divis|sqrt|cbrt|log|exp|factor/i;
const CALCULATOR_WORDS =
  /^(?:[\d\s.,+\-−*/×÷^%!()=?πx]|racines?|carr[ée]e?s?|cubiques?|cubes?|puissances?|de|du|au|fois|plus|moins|divis[ée]e?s?|par|à|a|la|calcul(?:er)?|combien|font|fait|sqrt|cbrt|abs|round|floor|ceil|exp|log|log10|ln|sin|cos|tan|pi|e|factorielle|factorial)+$/i;

/** The French words and signs of a calculation, spelled as mathjs reads them. */
function toExpression(query: string): string | null {
  let s = query
    .trim()
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/^(?:calcul(?:er)?|combien (?:font|fait))\s+/, '')
    .replace(/\s*=\s*\??$/, '')
    .replace(/\?$/, '')
    .trim();
  // Thousands written with spaces (« 1 000 000 ») are one number; any other two numbers side by side are not.
  s = s.replace(/\b\d{1,3}(?: \d{3})+\b/g, (n) => n.replace(/ /g, ''));
  if (/\d\s+\d/.test(s)) return null;
  // A point before three digits is a French thousands separator (« 1.500 »), not a decimal point: no guess.
  if (/\d\.\d{3}(?!\d)/.test(s)) return null;
  s = s
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/racines? carr[ée]e?s? (?:de |du )?(\d[\d.]*|\([^()]*\))/g, 'sqrt($1)')
    .replace(/racines? cubiques? (?:de |du )?(\d[\d.]*|\([^()]*\))/g, 'cbrt($1)')
    .replace(/racines? (?:de |du )?(\d[\d.]*|\([^()]*\))/g, 'sqrt($1)')
    .replace(/factorielle (?:de )?(\d+)/g, '$1!')
    .replace(/\s+(?:à la )?puissance\s+/g, '^')
    .replace(/\s+au carr[ée]/g, '^2')
    .replace(/\s+au cube/g, '^3')
    .replace(/\s*%\s*(?:de|du)\s+/g, '% * ')
    .replace(/\s+fois\s+/g, ' * ')
    .replace(/\s+plus\s+/g, ' + ')
    .replace(/\s+moins\s+/g, ' - ')
    .replace(/\s+divis[ée]e?s? par\s+/g, ' / ')
    .replace(/×/g, '*')
    .replace(/÷/g, '/')
    .replace(/−/g, '-')
    .replace(/π/g, 'pi')
    .replace(/\bln\(/g, 'log(')
    // « x » multiplies between spaced numbers only: « 4x4 » is a car, « 3x » a search.
    .replace(/([\d)])\s+x\s+(?=[\d(])/g, '$1 * ');
  return s;
}

/** Dates and ranges look like arithmetic: « 14/07/2027 », « 1939-1945 », « 01-23-45 » are not calculations. */
function looksLikeDateOrRange(expression: string): boolean {
  const compact = expression.replace(/\s+/g, '');
  if (/^\d+(?:\/\d+){2,}$/.test(compact) || /^0\d\/\d+$|^\d+\/0\d$/.test(compact)) return true;
  if (/^\d+(?:-\d+)+$/.test(expression) && /(?:^|-)(?:0\d|\d{4,})/.test(expression)) return true;
  return false;
}

type Walk = { nodes: number; operations: number };

/** The value of a node, or NaN for anything outside the calculator's grammar. */
function evaluate(node: MathNode, walk: Walk): number {
  if (++walk.nodes > MAX_NODES) return Number.NaN;
  switch (node.type) {
    case 'ConstantNode': {
      const value = (node as unknown as { value: unknown }).value;
      return typeof value === 'number' ? value : Number.NaN;
    }
    case 'ParenthesisNode':
      return evaluate((node as unknown as { content: MathNode }).content, walk);
    case 'SymbolNode': {
      const name = (node as unknown as { name: string }).name;
      return Object.hasOwn(SYMBOLS, name) ? SYMBOLS[name]! : Number.NaN;
    }
    case 'FunctionNode': {
      const { fn, args } = node as unknown as { fn: MathNode; args: MathNode[] };
      const name = fn.type === 'SymbolNode' ? (fn as unknown as { name: string }).name : '';
      const f = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (!f || args.length !== 1) return Number.NaN;
      walk.operations++;
      return f(evaluate(args[0]!, walk));
    }
    case 'OperatorNode': {
      const { fn, args } = node as unknown as { fn: string; args: MathNode[] };
      const values = args.map((a) => evaluate(a, walk));
      const [a, b] = values as [number, number];
      walk.operations++;
      if (args.length === 1) {
        if (fn === 'unaryMinus') return -a;
        if (fn === 'unaryPlus') return a;
        if (fn === 'factorial') return factorial(a);
        return Number.NaN;
      }
      if (args.length !== 2) return Number.NaN;
      switch (fn) {
        case 'add':
          return a + b;
        case 'subtract':
          return a - b;
        case 'multiply':
          return a * b;
        case 'divide':
          return b === 0 ? Number.NaN : a / b;
        case 'pow':
          return a < 0 && !Number.isInteger(b) ? Number.NaN : a ** b;
        case 'mod':
          return b === 0 ? Number.NaN : a - b * Math.floor(a / b);
        default:
          return Number.NaN;
      }
    }
    default:
      return Number.NaN;
  }
}

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > MAX_FACTORIAL) return Number.NaN;
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/** The expression as the card shows it: « 2,5 × 4 », « 15 % de 80 », « √(16) ». */
function displayOf(expression: string): string {
  return expression
    .replace(/\s+/g, '')
    .replace(/%(?=[\d(])/g, ' mod ')
    .replace(/(\d+)(?:\.(\d+))?/g, (_, whole: string, decimals?: string) => {
      const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '\u202f') : whole;
      return decimals ? `${grouped},${decimals}` : grouped;
    })
    .replace(/sqrt\(/g, '√(')
    .replace(/cbrt\(/g, '∛(')
    .replace(/\bpi\b/g, 'π')
    .replace(/([\d)!%πe])-/g, '$1 − ')
    .replace(/-/g, '−')
    .replace(/\+/g, ' + ')
    .replace(/\*/g, ' × ')
    .replace(/\//g, ' ÷ ')
    .replace(/(\d)%(?! ×)/g, '$1 %')
    .replace(/(\d) ?% × /g, '$1 % de ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export function calculate(query: string): InstantAnswer | null {
  if (query.length > MAX_QUERY_LENGTH || !HAS_DIGIT.test(query) || !CALCULATES.test(query)) return null;
  if (!CALCULATOR_WORDS.test(query.replace(/[\u00a0\u202f]/g, ' '))) return null;
  const expression = toExpression(query);
  if (!expression || looksLikeDateOrRange(expression)) return null;
  let node: MathNode;
  try {
    node = math.parse(expression);
  } catch {
    return null;
  }
  const walk: Walk = { nodes: 0, operations: 0 };
  const value = evaluate(node, walk);
  // A lone number (« 2026 », « -5 ») asks for nothing; a result must be a finite number.
  if (!Number.isFinite(value) || walk.operations === 0 || isLoneNegative(node)) return null;
  const trig = /\b(?:sin|cos|tan)\(/.test(expression);
  return {
    kind: 'calculator',
    question: displayOf(expression),
    value: formatCalculatorNumber(value),
    ...(trig ? { detail: 'Angles en radians' } : {}),
  };
}

function isLoneNegative(node: MathNode): boolean {
  const n = node as unknown as { fn?: string; args?: MathNode[] };
  return node.type === 'OperatorNode' && n.fn === 'unaryMinus' && n.args![0]!.type === 'ConstantNode';
}

export const calculator: AnswerModule = {
  kind: 'calculator',
  answer: (q) => calculate(q),
};
