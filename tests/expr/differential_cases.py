"""Expressions evaluated by petite and by Node; their displayed results must match."""

DATA = {
    "count": 3,
    "price": 9.99,
    "name": "World",
    "greeting": "  Hello, World  ",
    "zero": 0,
    "nil": None,
    "flag": True,
    "off": False,
    "empty": [],
    "emptyObj": {},
    "nums": [5, 1, 10, 2, 33],
    "words": ["pear", "Apple", "fig", "banana"],
    "user": {"name": "Ann", "age": 30, "tags": ["admin", "dev"], "address": None},
    "todos": [
        {"id": 1, "text": "Write", "done": True},
        {"id": 2, "text": "Test", "done": False},
        {"id": 3, "text": "Ship", "done": False},
    ],
    "matrix": [[1, 2], [3, [4, 5]]],
    "isActive": True,
    "hasError": False,
    "numStr": "42",
    "floatStr": "3.14abc",
    "big": 12345678901234,
    "tiny": 0.000001,
}

HAND_WRITTEN = [
    # literals and numbers
    "1", "1.5", "0.1 + 0.2", "1e21", "1e-7", "123e-20", "2**53", "2**64", "-0", "0 * -1",
    "1 / 0", "-1 / 0", "0 / 0", "1/3", "2/3", "10/4", "7 % 3", "-7 % 3", "7 % -3", "5.5 % 2",
    "-4 % 2", "2 ** 10", "2 ** -1", "(-8) ** (1/3)", "0.5 + 0.5", "100 / 10", "1e300 * 1e10",
    "0x1F", "0b101", "0o17", "1_000_000", ".5", "5.", "255 .toString(16)", "(255).toString(2)",
    "(0.5).toString(2)", "123.456.toFixed(1)", "(1.005).toFixed(2)", "(2.5).toFixed(0)",
    "(1.45).toFixed(1)", "(-1.5).toFixed(0)", "(1234.5678).toFixed(2)", "(0).toFixed(2)",
    "(1e21).toFixed(2)", "(123.456).toPrecision(4)", "(0.00001234).toPrecision(2)",
    "(1234567).toPrecision(3)", "price * 3", "price.toFixed(1)", "big * 10", "tiny", "tiny / 10",
    "5e-7", "123456789012345680000", "0.1 * 3", "1.1 * 1.1", "3 * 1.1", "100 * 1.1",
    "Number.MAX_SAFE_INTEGER", "Number.EPSILON > 0", "Number.MIN_VALUE", "Number.MAX_VALUE",
    # strings
    "'abc'", "\"it's\"", "'a\\nb'", "'\\u0041\\x42'", "`Hello ${name}!`", "`${count} items`",
    "`${count + 1}${name}`", "`a${`b${'c'}`}`", "`line1\nline2`", "`${nil} ${undefined}`",
    "`${user}`", "`${nums}`", "`${empty}`", "`${1/3}`", "'' + 1 + 2", "1 + 2 + ''", "'3' * '4'",
    "'10' / 2", "'5' - 2", "'5' + 2", "true + 1", "null + 1", "undefined + 1", "[] + []",
    "[] + {}", "[1,2] + [3]", "({}) + 'x'", "'a' < 'b'", "'B' < 'a'", "'10' < '9'", "'10' < 9",
    "name.length", "name.toUpperCase()", "name.toLowerCase()", "greeting.trim()",
    "greeting.trimStart()", "greeting.trimEnd() + '|'", "name.charAt(1)", "name.charAt(10)",
    "name[0]", "name[99]", "name.at(-1)", "name.charCodeAt(0)", "name.includes('orl')",
    "name.indexOf('o')", "name.lastIndexOf('o')", "name.indexOf('z')", "name.slice(1, 3)",
    "name.slice(-3)", "name.substring(3, 1)", "name.substr(1, 2)", "name.split('')",
    "'a,b,,c'.split(',')", "'a,b,c'.split(',', 2)", "name.split()", "'a-b-c'.replace('-', '+')",
    "'a-b-c'.replaceAll('-', '+')", "'abc'.replace('b', '[$&]')", "'abc'.replace('b', '$$')",
    "'aaa'.replace('a', (m) => m.toUpperCase())", "name.startsWith('Wo')", "name.endsWith('ld')",
    "'5'.padStart(3, '0')", "'5'.padEnd(4, 'ab')", "'ab'.repeat(3)", "'x'.concat(1, null, [2])",
    "'a' == 'a'", "'abc'.localeCompare('abd')", "String(123)", "String(null)", "String([1, [2, 3]])",
    "String({})", "String(true)", "String(-0)", "String(0.1 + 0.2)", "String(1e21)", "String(NaN)",
    "`${'x'.repeat(3)}-${'y'}`", "'abc'.split('').reverse().join('')", "encodeURIComponent('a b&c=d/é')",
    "encodeURI('http://x.com/a b?q=1&r=é')", "decodeURIComponent('a%20b%C3%A9')",
    # booleans, truthiness, equality
    "!0", "!''", "!'0'", "![]", "!{}", "!!NaN", "!!nil", "!!empty", "!!emptyObj", "!!-0",
    "null == undefined", "null === undefined", "null == 0", "0 == ''", "0 == '0'", "'' == '0'",
    "false == 'false'", "false == '0'", "1 == true", "2 == true", "[] == false", "[1] == 1",
    "[1,2] == '1,2'", "NaN == NaN", "NaN === NaN", "'1' === 1", "1 === 1.0", "null == false",
    "undefined == 0", "({}) == '[object Object]'", "user == user", "user === user", "[] === []",
    "1 != '1'", "1 !== '1'", "nil == null", "nil === null", "nil === undefined", "user.missing === undefined",
    "typeof 1", "typeof 'x'", "typeof nil", "typeof undefined", "typeof user", "typeof nums",
    "typeof (() => 1)", "typeof notDefinedAnywhere", "typeof Math", "typeof Math.max", "typeof NaN",
    "1 < 2 < 3", "3 > 2 > 1", "'a' < 1", "null < 1", "undefined < 1", "null >= 0", "[2] > 1",
    "'abc' < 'abd'", "true > false",
    # logical
    "0 || 'x'", "'' || nil || 'z'", "1 && 2", "0 && 2", "nil ?? 'default'", "0 ?? 'default'",
    "'' ?? 'd'", "user.missing ?? 'none'", "user?.name ?? 'anon'", "nil?.name ?? 'anon'",
    "nil?.a.b.c", "user?.address?.city", "user.address?.city ?? 'no city'", "nil?.[0]",
    "nums?.[1]", "user.getName?.()", "flag && 'yes' || 'no'", "off ? 'a' : 'b'",
    "count > 2 ? 'many' : count > 0 ? 'some' : 'none'", "isActive && !hasError",
    # member access
    "user.name", "user['age']", "user.tags[1]", "user.tags.length", "todos[1].text",
    "todos.length", "matrix[1][1][0]", "nums[nums.length - 1]", "user.nope", "empty[0]",
    "user['ta' + 'gs'][0]", "nums['1']", "nums.length = 2", "user.tags.includes('dev')",
    "Object.keys(user)", "Object.values(user)", "Object.entries(user).length",
    "Object.keys({b: 1, a: 2, 2: 'x', 1: 'y'})", "Object.assign({}, user, {age: 31}).age",
    "Object.keys(nums)", "Object.entries({a: 1})", "Object.fromEntries([['a', 1], ['b', 2]])",
    "'name' in user", "'zip' in user", "0 in nums", "9 in nums", "user.hasOwnProperty('age')",
    # arrays
    "[1, 2, 3]", "[1, , 3]", "[...nums, 6]", "[...'ab']", "[[1], [2]]", "nums.slice(1, 3)",
    "nums.slice(-2)", "nums.indexOf(10)", "nums.indexOf('10')", "nums.includes(NaN)",
    "[NaN].includes(NaN)", "[NaN].indexOf(NaN)", "nums.join('-')", "nums.join()", "[null, undefined, 1].join('-')",
    "nums.map(n => n * 2)", "nums.map((n, i) => n + i)", "nums.filter(n => n > 4)",
    "nums.find(n => n > 4)", "nums.find(n => n > 100)", "nums.findIndex(n => n === 10)",
    "nums.some(n => n > 30)", "nums.every(n => n > 0)", "nums.reduce((a, b) => a + b, 0)",
    "nums.reduce((a, b) => a + b)", "nums.reduce((acc, n) => acc + n, '')", "[].reduce((a, b) => a + b, 'init')",
    "[...nums].sort()", "[...nums].sort((a, b) => a - b)", "[...nums].sort((a, b) => b - a)",
    "[...words].sort()", "[...words].sort((a, b) => a.localeCompare(b))", "[...nums].reverse()",
    "nums.concat([1, 2], 3)", "matrix.flat()", "matrix.flat(2)", "matrix.flat(Infinity)",
    "nums.flatMap(n => [n, n])", "todos.filter(t => t.done).length", "todos.filter(t => !t.done).map(t => t.text)",
    "todos.map(t => t.id).join(',')", "todos.find(t => t.id === 2).text", "todos.findLast(t => !t.done).text",
    "todos.map(({ text, done }) => done ? text : text.toLowerCase())", "todos.map(t => ({ ...t, done: true }))[0]",
    "Array.isArray(nums)", "Array.isArray(user)", "Array.from('abc')", "Array.from({ length: 3 }, (_, i) => i * i)",
    "Array.of(1, 2)", "new Array(3).length", "[3, 1, 2].toString()", "String(nums)",
    "(() => { const copy = [...nums]; copy.push(99); return copy })()", "(() => { const a = [1, 2, 3]; a.splice(1, 1); return a })()",
    "(() => { const a = [1, 2, 3]; return a.splice(1, 1, 'x', 'y') })()", "(() => { const a = [1, 2, 3]; a.unshift(0); return a })()",
    "(() => { const a = [1, 2, 3]; a.shift(); return a })()", "(() => { const a = [1, 2, 3]; return a.pop() })()",
    "(() => { const a = [1, 2, 3]; a.length = 1; return a })()", "(() => { const a = [1]; a[3] = 4; return a })()",
    "[1, 2, 3].at(-1)", "[1, 2, 3].fill(0)", "[1, 2, 3].lastIndexOf(3)", "[10, 1, 3].sort()",
    "[1, [2, [3, [4]]]].flat(Infinity).length",
    # objects, :class style
    "({ active: isActive, 'text-danger': hasError })", "({ a: 1, b: { c: [1, 2] } })", "({})",
    "({ [name]: 1 })", "({ ['k' + count]: count })", "({ count })", "({ ...user, age: 1 })",
    "({ a: 1, a: 2 })", "({ 1: 'one', x: 'x' })", "({ a: undefined, b: () => 1, c: null })",
    "({ get twice() { return this.n * 2 }, n: 4 }).twice", "({ n: 2, double() { return this.n * 2 } }).double()",
    "({ f: function () { return typeof this } }).f()", "{ a: [] }",
    # functions and statements inside arrow bodies
    "((a, b) => a + b)(1, 2)", "((a, b = 10) => a + b)(1)", "((...rest) => rest.length)(1, 2, 3)",
    "(({ a, b }) => a + b)({ a: 1, b: 2 })", "(([x, y]) => x * y)([3, 4])", "(x => x)()",
    "(() => { let s = 0; for (const n of nums) s += n; return s })()",
    "(() => { let s = 0; for (let i = 0; i < 5; i++) { if (i === 2) continue; s += i } return s })()",
    "(() => { let i = 0; while (i < 10) { i++; if (i > 4) break } return i })()",
    "(() => { const out = []; for (const k in user) out.push(k); return out })()",
    "(() => { let r; if (count > 5) r = 'big'; else if (count > 2) r = 'mid'; else r = 'small'; return r })()",
    "(() => { const [a, , b = 7] = [1, 2]; return a + b })()", "(() => { const { name: n, age } = user; return n + age })()",
    "(() => { let x = 1; { let x = 2 } return x })()", "(() => { let n = 0; const inc = () => n++; inc(); inc(); return n })()",
    "(() => { function sq(v) { return v * v } return sq(5) })()", "(() => { var t = 1; t += 2; t *= 3; return t })()",
    "(() => { let a = null; a ??= 5; a ||= 6; a &&= 7; return a })()", "(() => { let i = 0; do { i += 3 } while (i < 10); return i })()",
    "(() => { const o = { n: 1 }; o.n += 1; o.n++; ++o.n; return o.n })()", "(() => { let s = ''; for (const [k, v] of Object.entries({a: 1, b: 2})) s += k + v; return s })()",
    "[1, 2, 3].map(function (x) { return x * 10 })", "(function () { return 42 })()",
    # Math, JSON, conversions
    "Math.max(...nums)", "Math.min(...nums)", "Math.max()", "Math.min()", "Math.max(1, NaN)",
    "Math.round(2.5)", "Math.round(-2.5)", "Math.round(0.49)", "Math.floor(-1.5)", "Math.ceil(1.2)",
    "Math.trunc(-4.7)", "Math.abs(-3)", "Math.sign(-3)", "Math.sqrt(16)", "Math.sqrt(2)", "Math.cbrt(27)",
    "Math.pow(2, 0.5)", "Math.PI", "Math.E", "Math.hypot(3, 4)", "Math.log(Math.E)", "Math.log10(1000)",
    "Math.log2(8)", "Math.floor(price * 100) / 100", "Math.random() < 1", "Math.sin(0)", "Math.atan2(1, 1)",
    "JSON.stringify(user)", "JSON.stringify(todos[0], null, 2)", "JSON.stringify('he said \"hi\"\\n')",
    "JSON.stringify([undefined, () => 1, NaN])", "JSON.stringify({ a: undefined })", "JSON.stringify(undefined)",
    "JSON.stringify(nums, null, '--')", "JSON.stringify({ a: [] , b: {} }, null, 2)", "JSON.stringify(1e21)",
    "JSON.parse('{\"a\": [1, 2.5, \"x\"]}')", "JSON.parse('[1, 2]').length", "JSON.parse('1.0')", "JSON.parse('{bad')",
    "Number('42')", "Number('')", "Number(' 12 ')", "Number('12px')", "Number(null)", "Number(undefined)",
    "Number([])", "Number([5])", "Number(true)", "Number('0x10')", "Number('1e3')", "Number('-0')",
    "parseInt('42px')", "parseInt('0x1A')", "parseInt('101', 2)", "parseInt('abc')", "parseInt(4.9)",
    "parseInt(' -12 ')", "parseFloat('3.14abc')", "parseFloat('.5')", "parseFloat('-.5e2x')", "parseFloat('x')",
    "isNaN('abc')", "isNaN('12')", "isFinite('12')", "isFinite(1/0)", "Number.isInteger(5.0)",
    "Number.isInteger('5')", "Number.isNaN('abc')", "Boolean('')", "Boolean('0')", "Boolean([])",
    "+'3'", "+''", "+[]", "+{}", "-'5'", "~5", "5 & 3", "5 | 3", "5 ^ 3", "1 << 4", "-16 >> 2", "-16 >>> 28",
    "2 ** 31 | 0", "~~3.7", "void 0", "(1, 2, 3)", "numStr * 1", "floatStr * 1", "numStr + 1",
    # runtime errors
    "nil.name", "undefinedName", "user.nope.deeper", "count()", "user.name()", "nums.nope()",
    "'x'.repeat(-1)", "null[0]",
]

_VALUES = ["0", "1", "-1", "1.5", "NaN", "''", "'1'", "'a'", "null", "undefined", "true", "false", "[]", "[2]", "({})"]
_OPERATORS = ["+", "-", "*", "/", "%", "==", "===", "<", ">=", "&&", "||", "??"]


def generated() -> list[str]:
    """Operator x operand combinations: JavaScript's coercion rules in bulk."""
    out = []
    for i, op in enumerate(_OPERATORS):
        for j, left in enumerate(_VALUES):
            right = _VALUES[(i * 3 + j * 7) % len(_VALUES)]
            out.append(f"{left} {op} {right}")
    return out


CASES = HAND_WRITTEN + generated()
